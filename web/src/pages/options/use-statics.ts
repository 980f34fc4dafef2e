import { useAtomValue } from "jotai";
import { staticsAtom } from "../../state/data.ts";
import type { TypedStatics } from "./types.ts";

export type StaticsKey = keyof TypedStatics;

/**
 * The statics sets a page shows, with the entry types the pages use (suspends until all have loaded).
 * Name the same sets in the route's `statics` so they download alongside the page's chunk.
 */
export function useStatics<K extends StaticsKey>(...keys: K[]): Pick<TypedStatics, K> {
  return useAtomValue(staticsAtom(keys)) as unknown as Pick<TypedStatics, K>;
}
