import { createMarkdownRenderer } from "../../core/markdown.ts";

/**
 * User markdown is rendered once, at write time, with the same sanitising pipeline as the content
 * (highlighting off: it would cost a Lambda cold start far more than user notes need).
 */
const render = createMarkdownRenderer();

export async function renderFields<T extends Record<string, unknown>>(doc: T, fields: string[]): Promise<T> {
  const out: Record<string, unknown> = { ...doc };
  for (const field of fields) {
    const text = doc[field];
    if (typeof text === "string" && text.trim()) out[`${field}Html`] = await render(text);
    else delete out[`${field}Html`];
  }
  return out as T;
}
