import { getJson, sendJson } from "../api/client.ts";

/**
 * The shapes of the setting data the lore pages read (compiled artifacts and the NPC API), and the NPC
 * write calls. Field names follow core/schemas/content.ts and core/schemas/api.ts; HTML fields are
 * compiled and sanitised at build time (or at write time, for user NPCs).
 */

export type SettingId = "elthelas" | "materia" | "kentris";

export interface God {
  id: string;
  name: string;
  title: string;
  portfolio: string;
  domains5: string[];
  alignment: string;
  symbol: string;
  pantheon: string;
  home: string;
  weapon?: string;
  holiday?: string;
  tenets?: string[];
  /** HTML */
  lore: string;
}

export interface Divine {
  id: string;
  name: string;
  kind: string;
  plane: string;
  alignment: string;
  /** HTML */
  descr: string;
}

export type Point = [number, number];

export interface Continent {
  id: string;
  name: string;
  coords: Point;
  outline: Point[];
  description: string;
}
export interface Nation {
  id: string;
  name: string;
  continent: string;
  capital: string;
  government: string;
  ruler: string;
  population: number;
  languages: string[];
  gods: string[];
  founded: number;
  color: string;
  coords: Point;
  border: Point[];
  description: string;
}
export interface City {
  id: string;
  name: string;
  nation: string;
  population: number;
  majority: string;
  exports: string[];
  coords: Point;
  description: string;
}
/** Landmarks and natural features. */
export interface Place {
  id: string;
  name: string;
  kind: string;
  nation?: string;
  coords: Point;
  description: string;
}
export interface Territory {
  id: string;
  name: string;
  color: string;
  description: string;
  areas: Point[][];
}

export interface Geography {
  continents: Continent[];
  nations: Nation[];
  cities: City[];
  landmarks: Place[];
  features: Place[];
  territories: Territory[];
}

export interface CreatureAction {
  name: string;
  /** HTML */
  description: string;
}
export type AbilityKey = "str" | "dex" | "con" | "int" | "wis" | "cha";
export interface Creature {
  id: string;
  name: string;
  settings?: string[];
  size: string;
  type: string;
  alignment: string;
  ac: number;
  acNote?: string;
  hp: number;
  hitDice: string;
  speed: Partial<Record<"walk" | "fly" | "swim" | "climb" | "burrow", number>> & { hover?: boolean };
  abilities: Record<AbilityKey, number>;
  saves?: Partial<Record<AbilityKey, number>>;
  skills?: Record<string, number>;
  damageVulnerabilities?: string[];
  damageResistances?: string[];
  damageImmunities?: string[];
  conditionImmunities?: string[];
  senses: Partial<Record<"darkvision" | "blindsight" | "tremorsense" | "truesight", number>> & {
    passivePerception: number;
  };
  languages: string;
  cr: number;
  xp?: number;
  traits?: CreatureAction[];
  actions: CreatureAction[];
  reactions?: CreatureAction[];
  legendaryActions?: CreatureAction[];
  /** HTML */
  description?: string;
}

export interface SettingCalendar {
  era: string;
  eraName: string;
  anchor: { real: string; year: number; month: number; day: number };
  weekdays: { name: string; description: string }[];
  months: { name: string; days: number; season: string; description: string }[];
  festivals: { name: string; month: number; day: number; days: number; description: string }[];
  moons: { name: string; cycleDays: number; description: string }[];
  seasons: { name: string; description: string }[];
}

export interface LanguageRow {
  id: string;
  Language: string;
  Script: string;
  Speakers: string;
  Regions: string;
  /** HTML */
  Description: string;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
export interface HistoryEvent {
  _id: string;
  setting: "Elthelas" | "Materia";
  headline: string;
  start: CalendarDate;
  end?: CalendarDate;
  text?: string;
  textHtml?: string;
  owner?: string;
}

export type NpcStatus = "alive" | "dead" | "unknown";
export interface NpcRecord {
  _id: string;
  name: string;
  setting: string;
  ancestry?: string;
  occupation?: string;
  home?: string;
  status?: NpcStatus;
  born?: string | number;
  died?: string | number;
  description?: string;
  descriptionHtml?: string;
  motivations?: string;
  motivationsHtml?: string;
  associates?: string;
  associatesHtml?: string;
  tags?: string[];
  gmOnly?: boolean;
  owner?: string;
  ownerName?: string;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** The editable fields (core/schemas/api.ts NpcCreateBody). */
export interface NpcFields {
  name: string;
  setting: SettingId;
  ancestry?: string;
  occupation?: string;
  home?: string;
  status?: NpcStatus;
  born?: string;
  died?: string;
  description?: string;
  motivations?: string;
  associates?: string;
  tags?: string[];
  gmOnly?: boolean;
}

/** The NPC calls the directory makes; stories and tests pass a fake. */
export interface NpcApi {
  get(id: string): Promise<NpcRecord>;
  create(body: NpcFields): Promise<NpcRecord>;
  update(body: NpcFields & { _id: string; version: number }): Promise<NpcRecord>;
  remove(id: string): Promise<{ deletedCount: number }>;
}

export const npcApi: NpcApi = {
  get: (id) => getJson<NpcRecord>(`/api/npcs/${encodeURIComponent(id)}`),
  create: (body) => sendJson<NpcRecord>("POST", "/api/npcs", body),
  update: (body) => sendJson<NpcRecord>("PUT", "/api/npcs", body),
  remove: (id) => sendJson<{ deletedCount: number }>("DELETE", `/api/npcs/${encodeURIComponent(id)}`),
};
