import type { TSchema } from "@sinclair/typebox";
import { Ajv, type Options, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { explain, type FieldProblem } from "./explain.ts";

export { describePath, explain, type FieldProblem } from "./explain.ts";

/**
 * One ajv instance for the whole project. Schemas may carry `x-message`: the sentence an editor or API
 * client sees when that field is wrong, instead of ajv's generic wording.
 */
export function createAjv(extra: Options = {}): Ajv {
  const instance = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, ...extra });
  addFormats.default(instance, ["email", "date", "date-time", "uri-reference"]);
  instance.addVocabulary(["x-message", "x-ref", "x-markdown", "x-body"]);
  return instance;
}

export const ajv = createAjv();

const compiled = new WeakMap<object, ValidateFunction>();

export function validatorFor<T extends TSchema>(schema: T): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

export function check<T extends TSchema>(schema: T, data: unknown): FieldProblem[] {
  const validate = validatorFor(schema);
  return validate(data) ? [] : explain(validate.errors, data);
}
