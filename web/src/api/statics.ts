import { getJson } from "./client.ts";

/** Where one statics set is served on its own (the build writes each set beside the whole bundle). */
export const staticsSetUrl = (key: string) => `/statics/${key}.json`;

const loaded = new Map<string, Promise<unknown[]>>();
let loadedFor = 0;

/**
 * One statics set, fetched once per data build and shared: the router asks for a page's sets as soon
 * as the page is chosen (in parallel with its chunk), the page's atoms take the same answer, and a
 * later page needing a set already here does not ask again. A new `dataVersion` (`tt dev` rebuilt the
 * content) fetches afresh; without one, whatever is current is used.
 */
export function loadStaticsSet(key: string, dataVersion = loadedFor): Promise<unknown[]> {
  if (dataVersion !== loadedFor) {
    loaded.clear();
    loadedFor = dataVersion;
  }
  let set = loaded.get(key);
  if (!set) {
    set = getJson<unknown[]>(staticsSetUrl(key));
    // A failed download is not remembered: the next use tries again.
    set.catch(() => loaded.delete(key));
    loaded.set(key, set);
  }
  return set;
}
