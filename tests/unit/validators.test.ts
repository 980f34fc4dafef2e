import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTypes, generateValidators, OUTPUT, TYPES } from "../../scripts/generate-validators.ts";

describe("precompiled API validators", () => {
  it("match core/schemas/api.ts (run `npx tsx scripts/generate-validators.ts` after changing a schema)", () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(generateValidators());
    expect(readFileSync(TYPES, "utf8")).toBe(generateTypes());
  });
});
