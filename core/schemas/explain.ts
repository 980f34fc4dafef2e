import type { ErrorObject } from "ajv";

/** A validation function as ajv compiles it, at run time or ahead of time (lambdas/generated). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Runs a compiled validator and explains its errors. */
export function checkWith(validate: CompiledValidator, data: unknown): FieldProblem[] {
  return validate(data) ? [] : explain(validate.errors, data);
}

export interface FieldProblem {
  /** JSON pointer segments to the offending value (empty for the entry itself). */
  path: (string | number)[];
  message: string;
}

function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** `subclasses[0].spells[2]` style, which editors read more easily than JSON pointers. */
export function describePath(path: (string | number)[]): string {
  return path.reduce<string>(
    (out, seg) => (typeof seg === "number" ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg),
    "",
  );
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? "nothing" : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeWord(type: unknown): string {
  const t = Array.isArray(type) ? type.join(" or ") : String(type);
  return t === "integer"
    ? "a whole number"
    : t === "array"
      ? "a list"
      : t === "object"
        ? "a group of fields"
        : `a ${t}`;
}

/** Turns ajv's errors into one plain sentence per problem, each naming the field. */
export function explain(errors: ErrorObject[] | null | undefined, data: unknown): FieldProblem[] {
  if (!errors) return [];
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  // Errors under anyOf/oneOf branches are noise next to the branch error itself.
  const useful = errors.filter((e) => !(e.keyword === "if"));
  for (const e of useful) {
    let path = pointerToPath(e.instancePath);
    const custom = (e.parentSchema as Record<string, unknown> | undefined)?.["x-message"];
    const field = describePath(path) || "entry";
    let message: string;
    const value = path.reduce<unknown>(
      (v, seg) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[seg] : undefined),
      data,
    );
    switch (e.keyword) {
      case "required": {
        const missing = (e.params as { missingProperty: string }).missingProperty;
        path = [...path, missing];
        message = `${describePath(path)} is required`;
        break;
      }
      case "additionalProperties": {
        const extra = (e.params as { additionalProperty: string }).additionalProperty;
        path = [...path, extra];
        message = `unknown field "${describePath(path)}"`;
        break;
      }
      case "type":
        message = `${field} must be ${typeWord((e.params as { type: unknown }).type)}, got ${show(value)}`;
        break;
      case "enum":
        message = `${field} must be one of ${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => String(v)).join(", ")}; got ${show(value)}`;
        break;
      case "const":
        message = `${field} must be ${show((e.params as { allowedValue: unknown }).allowedValue)}, got ${show(value)}`;
        break;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        message = `${field} must be ${e.message}, got ${show(value)}`;
        break;
      case "minLength":
        message =
          (e.params as { limit: number }).limit === 1
            ? `${field} must not be empty`
            : `${field} must be at least ${(e.params as { limit: number }).limit} characters long`;
        break;
      case "maxLength":
        message = `${field} must be at most ${(e.params as { limit: number }).limit} characters long`;
        break;
      case "pattern":
        message = `${field} has the wrong form: ${show(value)}`;
        break;
      case "format":
        message = `${field} must be a valid ${(e.params as { format: string }).format}, got ${show(value)}`;
        break;
      case "minItems":
      case "maxItems":
        message = `${field} must have ${e.keyword === "minItems" ? "at least" : "at most"} ${(e.params as { limit: number }).limit} items`;
        break;
      case "anyOf":
      case "oneOf":
        message = `${field} is not a valid value: ${show(value)}`;
        break;
      default:
        message = `${field} ${e.message ?? "is invalid"}`;
    }
    if (typeof custom === "string" && e.keyword !== "required" && e.keyword !== "additionalProperties") {
      message = `${field} ${custom}`;
    }
    const key = `${describePath(path)}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, message });
  }
  // When a branch of a union failed, its specific errors say more than the union's summary.
  return problems.length > 1 ? problems.filter((p) => !p.message.includes("is not a valid value")) : problems;
}
