import { useAtomValue } from "jotai";
import { staticsAtom } from "../../state/data.ts";
import type { TypedStatics } from "./types.ts";

/** The statics bundle with the entry types the pages use (suspends until it has loaded). */
export function useStatics(): TypedStatics {
  return useAtomValue(staticsAtom) as unknown as TypedStatics;
}
