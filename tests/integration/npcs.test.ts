import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildData } from "../../cli/pipeline/build.ts";
import { seedContent } from "../../cli/runtime/seed.ts";
import { event, useStandins } from "./helpers.ts";

const out = join(mkdtempSync(join(tmpdir(), "tt-npcs-")), "data");

describe("GET /api/npcs against dynalite", () => {
  beforeAll(async () => {
    await useStandins("npcs-test");
    const built = await buildData(join(import.meta.dirname, "../fixtures/data"), out);
    expect(built.diagnostics).toEqual([]);
  });

  it("lists nothing before seeding", async () => {
    const { handler } = await import("../../lambdas/npcs/handler.ts");
    const res = await handler(event("GET", "/api/npcs"));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual([]);
  });

  it("seeding is idempotent, and the list is grouped by setting, sorted by name, without GM-only NPCs", async () => {
    const first = await seedContent(out);
    expect(first).toEqual({ written: 8, unchanged: 0 });
    const again = await seedContent(out);
    expect(again).toEqual({ written: 0, unchanged: 8 });

    const { handler } = await import("../../lambdas/npcs/handler.ts");
    const res = await handler(event("GET", "/api/npcs"));
    const npcs = JSON.parse(res.body!) as {
      _id: string;
      setting: string;
      name: string;
      pk?: string;
      version: number;
    }[];
    expect(npcs.map((n) => `${n.setting}/${n.name}`)).toEqual([
      "elthelas/Sample Elthelas",
      "kentris/Sample Kentris",
      "materia/Sample Materia",
    ]);
    expect(npcs.every((n) => n.pk === undefined && n.version === 1)).toBe(true);
  });

  it("answers unknown paths and methods in the contract's error shape", async () => {
    const { handler } = await import("../../lambdas/npcs/handler.ts");
    const missing = await handler(event("GET", "/api/npcs/a/b"));
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body!)).toMatchObject({
      statusCode: 404,
      statusMessage: expect.stringContaining("/api/npcs/a/b"),
    });
    const wrong = await handler(event("PATCH", "/api/npcs"));
    expect(wrong.statusCode).toBe(405);
  });
});
