import { type Atom, atom, getDefaultStore } from "jotai";
import { getJson } from "../api/client.ts";
import { loadStaticsSet } from "../api/statics.ts";
import { sessionVersionAtom } from "./session.ts";

export type Statics = Record<string, unknown[]>;
export interface Npc {
  _id: string;
  name: string;
  setting: string;
}
export interface WorldEvent {
  _id: string;
  setting: "Elthelas" | "Materia";
  headline: string;
}
export type Documents = { documents: Record<string, unknown>[] };

/** Bumped when `tt dev` reports a data rebuild, so the atoms below fetch again. */
export const dataVersionAtom = atom(0);

const staticsSets = new Map<string, Atom<Promise<unknown[]>>>();

/** One statics set, fetched on first use: a page downloads only the sets it shows. */
export function staticsSetAtom(key: string): Atom<Promise<unknown[]>> {
  let set = staticsSets.get(key);
  if (!set) {
    set = atom((get) => loadStaticsSet(key, get(dataVersionAtom)));
    staticsSets.set(key, set);
  }
  return set;
}

const staticsGroups = new Map<string, Atom<Promise<Statics>>>();

/** Several statics sets at once, fetched in parallel, as one object keyed by set. */
export function staticsAtom(keys: readonly string[]): Atom<Promise<Statics>> {
  const id = [...keys].sort().join(",");
  let group = staticsGroups.get(id);
  if (!group) {
    group = atom(async (get) => {
      const sets = await Promise.all(keys.map((key) => get(staticsSetAtom(key))));
      return Object.fromEntries(keys.map((key, i) => [key, sets[i]!]));
    });
    staticsGroups.set(id, group);
  }
  return group;
}

/** Bumped after the user adds, edits or deletes an NPC, so npcsAtom fetches the list again. */
export const npcsVersionAtom = atom(0);

/** Fetch the NPC list again (after a change through the API). */
export function refreshNpcs(store = getDefaultStore()): void {
  store.set(npcsVersionAtom, (n) => n + 1);
}

/** All NPCs the current user may see (signing in can reveal more, so it follows the session). */
export const npcsAtom = atom(async (get) => {
  get(dataVersionAtom);
  get(sessionVersionAtom);
  get(npcsVersionAtom);
  return getJson<Npc[]>("/api/npcs");
});

export const eventsAtom = atom(async (get) => {
  get(dataVersionAtom);
  get(sessionVersionAtom);
  return getJson<WorldEvent[]>("/api/events");
});

export const ELTHELAS_SETS = [
  "divines",
  "gods",
  "territories",
  "cities",
  "nations",
  "landmarks",
  "features",
  "continents",
] as const;
export type ElthelasSet = (typeof ELTHELAS_SETS)[number];

/** The Elthelas world data: one static artifact per set, markdown already rendered. */
export const elthelasAtom = atom(async (get) => {
  get(dataVersionAtom);
  const sets = await Promise.all(
    ELTHELAS_SETS.map((set) => getJson<Documents>(`/elthelas/${set}.json`).then((d) => d.documents)),
  );
  const events = await get(eventsAtom).catch(() => [] as WorldEvent[]);
  return {
    ...(Object.fromEntries(ELTHELAS_SETS.map((set, i) => [set, sets[i]!])) as Record<
      ElthelasSet,
      Record<string, unknown>[]
    >),
    events: events.filter((e) => e.setting === "Elthelas"),
  };
});

export const materiaAtom = atom(async (get) => {
  get(dataVersionAtom);
  const [gods, events] = await Promise.all([
    getJson<Record<string, unknown>[]>("/api/materia/gods"),
    get(eventsAtom).catch(() => [] as WorldEvent[]),
  ]);
  return { gods, events: events.filter((e) => e.setting === "Materia") };
});

/**
 * What the app loads at startup, after the first page is up: all NPCs, the Elthelas world data and the
 * Materia data, so lore pages and tools open without waiting. Failures stay quiet here; the pages that
 * read these atoms show their own errors.
 */
export function preloadWorldData(store = getDefaultStore()): void {
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(store.get(npcsAtom));
  quiet(store.get(elthelasAtom));
  quiet(store.get(materiaAtom));
}
