import { type Atom, atom } from "jotai";
import { getJson } from "../api/client.ts";
import { dataVersionAtom } from "./data.ts";

/**
 * A per-route payload compiled by `tt build-data` (build/data/pages/<id>.json): the lore page's title,
 * summary and HTML, plus whatever the page needs besides (a calendar, a bestiary's creatures, a table's
 * rows). Fetched once per id and kept, refetched only when `tt dev` rebuilds the data.
 */
export interface PagePayload<Extra extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  title: string;
  summary: string;
  html: string;
  extra: Extra;
}

const cache = new Map<string, Atom<Promise<PagePayload>>>();

/** The payload atom for a page id such as "elthelas/cosmology" or "ref/wildmagic". */
export function pageAtom<Extra extends Record<string, unknown> = Record<string, unknown>>(
  id: string,
): Atom<Promise<PagePayload<Extra>>> {
  let a = cache.get(id);
  if (!a) {
    a = atom(async (get) => {
      get(dataVersionAtom);
      const {
        id: pageId,
        title,
        summary,
        html,
        ...extra
      } = await getJson<Record<string, unknown>>(`/pages/${id}.json`);
      return {
        id: String(pageId),
        title: String(title),
        summary: String(summary),
        html: String(html),
        extra,
      };
    });
    cache.set(id, a);
  }
  return a as Atom<Promise<PagePayload<Extra>>>;
}
