import { describe, expect, it } from "vitest";
import { clientIp, requireSameOrigin } from "../../lambdas/lib/request.ts";
import { event } from "../integration/helpers.ts";

describe("request hygiene helpers", () => {
  it("uses the viewer-address header only when the stack names it", () => {
    const e = event("GET", "/api/npcs", { headers: { "x-viewer-ip": "203.0.113.9" }, ip: "10.0.0.1" });
    expect(clientIp(e, {})).toBe("10.0.0.1");
    expect(clientIp(e, { VIEWER_IP_HEADER: "x-viewer-ip" })).toBe("203.0.113.9");
    expect(clientIp(event("GET", "/", { ip: "10.0.0.2" }), { VIEWER_IP_HEADER: "x-viewer-ip" })).toBe(
      "10.0.0.2",
    );
  });

  it("accepts configured origins in AWS and the request's own host locally", () => {
    const write = (origin: string, host = "127.0.0.1:8080") =>
      event("POST", "/api/npcs", { headers: { origin, host } });
    expect(() =>
      requireSameOrigin(write("https://tabletome.example"), { ALLOWED_ORIGINS: "https://tabletome.example" }),
    ).not.toThrow();
    expect(() =>
      requireSameOrigin(write("https://evil.example"), { ALLOWED_ORIGINS: "https://tabletome.example" }),
    ).toThrow(/cross-origin/);
    expect(() => requireSameOrigin(write("http://127.0.0.1:8080"), {})).not.toThrow();
    expect(() => requireSameOrigin(write("http://127.0.0.1:9999"), {})).toThrow(/cross-origin/);
    expect(() => requireSameOrigin(event("GET", "/api/npcs"), {})).not.toThrow();
  });
});
