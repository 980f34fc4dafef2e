import { atom } from "jotai";
import { getJson } from "../api/client.ts";

export type Statics = Record<string, unknown[]>;
export interface Npc {
  _id: string;
  name: string;
  setting: string;
}

/** Bumped when `tt dev` reports a data rebuild, so the atoms below fetch again. */
export const dataVersionAtom = atom(0);

export const staticsAtom = atom(async (get) => {
  get(dataVersionAtom);
  return getJson<Statics>("/api/statics");
});

export const npcsAtom = atom(async (get) => {
  get(dataVersionAtom);
  return getJson<Npc[]>("/api/npcs");
});
