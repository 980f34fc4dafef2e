import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { check } from "../../core/schemas/ajv.ts";
import { EventCreateBody, NpcCreateBody, RecordCreateBody } from "../../core/schemas/api.ts";
import { readConfig } from "../../lambdas/lib/config.ts";
import { documentClient } from "../../lambdas/lib/db.ts";
import type { ApiHandler } from "../../lambdas/lib/http.ts";
import { event, useStandins } from "./helpers.ts";
import { signedInUser } from "./session.ts";

const handlers: Record<string, ApiHandler> = {};
let cookies: string[] = [];

beforeAll(async () => {
  await useStandins("fuzz-test");
  handlers.auth = (await import("../../lambdas/auth/handler.ts")).handler;
  handlers.npcs = (await import("../../lambdas/npcs/handler.ts")).handler;
  handlers.events = (await import("../../lambdas/events/handler.ts")).handler;
  handlers.records = (await import("../../lambdas/records/handler.ts")).handler;
  cookies = (await signedInUser()).cookies;
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("", " ", "<script>x</script>", "🐉", "a".repeat(300), "2d6+3"),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const date = fc.oneof(
  fc.record({
    year: fc.integer({ min: -5000, max: 5000 }),
    month: fc.integer({ min: 0, max: 14 }),
    day: fc.integer({ min: 0, max: 41 }),
  }),
  value,
);
const fields = [
  "username",
  "email",
  "password",
  "confirmPassword",
  "confirm",
  "token",
  "firstname",
  "lastname",
  "name",
  "setting",
  "status",
  "description",
  "tags",
  "gmOnly",
  "headline",
  "start",
  "end",
  "text",
  "data",
  "shared",
  "version",
  "_id",
  "extra",
];
/** Bodies built from the fields the API knows, with valid-looking and hostile values, plus raw junk. */
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(...fields),
    fc.oneof(value, date, fc.constantFrom("elthelas", "Materia", "alive", "secret123", "x@y.test")),
  ),
  fc.record(
    {
      name: text,
      setting: fc.constantFrom("elthelas", "materia", "kentris", "mars"),
      tags: fc.array(text, { maxLength: 25 }),
    },
    { requiredKeys: ["name", "setting"] },
  ),
  fc.record({ setting: fc.constantFrom("Elthelas", "Materia"), headline: text, start: date }),
  fc.record({ name: text, data: fc.oneof(fc.dictionary(text, value), value), shared: value }),
  fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  fc.string({ maxLength: 60 }),
);

const endpoints: [string, string, string][] = [
  ["auth", "POST", "/api/auth/login"],
  ["auth", "POST", "/api/auth/register"],
  ["auth", "POST", "/api/auth/reset"],
  ["auth", "POST", "/api/auth/completereset"],
  ["npcs", "POST", "/api/npcs"],
  ["npcs", "PUT", "/api/npcs"],
  ["events", "POST", "/api/events"],
  ["events", "PUT", "/api/events"],
  ["records", "POST", "/api/records/characters"],
  ["records", "PUT", "/api/records/encounters/some-id"],
];

describe("every write endpoint under generated input", () => {
  for (const [group, method, path] of endpoints) {
    it(`${method} ${path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, signedIn) => {
          const res = await handlers[group]!(
            event(method, path, { body: payload, cookies: signedIn ? cookies : [], ip: "10.1.2.3" }),
          );
          expect(res.statusCode, String(res.body)).toBeLessThan(500);
          expect(() => JSON.parse(res.body ?? "null")).not.toThrow();
        }),
        { numRuns: 250 },
      );
    });
  }

  it("stored nothing that breaks its schema", async () => {
    const config = readConfig();
    const items =
      (await documentClient(config).send(new ScanCommand({ TableName: config.tableName }))).Items ?? [];
    const storedOnly = new Set([
      "pk",
      "sk",
      "gsi1pk",
      "gsi1sk",
      "_id",
      "owner",
      "ownerName",
      "version",
      "createdAt",
      "updatedAt",
      "kind",
      "descriptionHtml",
      "motivationsHtml",
      "associatesHtml",
      "textHtml",
    ]);
    const strip = (item: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(item).filter(([k]) => !storedOnly.has(k)));
    let checked = 0;
    for (const item of items) {
      const pk = String(item.pk);
      const schema = pk.startsWith("NPC#")
        ? NpcCreateBody
        : pk.startsWith("EVENT#")
          ? EventCreateBody
          : pk.startsWith("REC#")
            ? RecordCreateBody
            : undefined;
      if (!schema) continue;
      checked++;
      const stored = strip(item);
      // Records keep their free-form data as JSON text.
      if (typeof stored.dataJson === "string") {
        stored.data = JSON.parse(stored.dataJson);
        delete stored.dataJson;
      }
      expect(check(schema, stored), JSON.stringify(item).slice(0, 200)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
