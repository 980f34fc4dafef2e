import type { City, Continent, Geography, Nation, Place, Point, Territory } from "../../state/world.ts";

/** Every place on the map, tagged with its kind, for lookups by id. */
export type GeoEntry =
  | { kind: "continent"; item: Continent }
  | { kind: "nation"; item: Nation }
  | { kind: "city"; item: City }
  | { kind: "landmark"; item: Place }
  | { kind: "feature"; item: Place }
  | { kind: "territory"; item: Territory };

export type GeoKind = GeoEntry["kind"];
export const GEO_KINDS: GeoKind[] = ["continent", "nation", "city", "landmark", "feature", "territory"];

export function geoIndex(geo: Geography): Map<string, GeoEntry> {
  const map = new Map<string, GeoEntry>();
  for (const item of geo.continents) map.set(item.id, { kind: "continent", item });
  for (const item of geo.nations) map.set(item.id, { kind: "nation", item });
  for (const item of geo.cities) map.set(item.id, { kind: "city", item });
  for (const item of geo.landmarks) map.set(item.id, { kind: "landmark", item });
  for (const item of geo.features) map.set(item.id, { kind: "feature", item });
  for (const item of geo.territories) map.set(item.id, { kind: "territory", item });
  return map;
}

export const points = (poly: Point[]) => poly.map(([x, y]) => `${x},${y}`).join(" ");

/** Ray casting: is the point inside the polygon? */
export function inside([x, y]: Point, poly: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** The continent a nation lies on is in its data; a feature's is the continent whose outline holds it. */
export function continentOf(geo: Geography, at: Point): Continent | undefined {
  return geo.continents.find((c) => inside(at, c.outline));
}

/** The point where a polygon's label sits: the average of its corners. */
export function centroid(poly: Point[]): Point {
  const n = poly.length || 1;
  return [poly.reduce((a, p) => a + p[0], 0) / n, poly.reduce((a, p) => a + p[1], 0) / n];
}

export interface LabelRequest {
  id: string;
  text: string;
  /** Font size in map units. */
  size: number;
  /** Where the label may go, best first: the text's anchor point and alignment. */
  candidates: { x: number; y: number; anchor: "start" | "middle" | "end" }[];
}
export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
}
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box a label's text covers (an estimate: the map has no font metrics before it renders). */
function labelBox(text: string, size: number, x: number, y: number, anchor: PlacedLabel["anchor"]): Box {
  const w = text.length * size * 0.56;
  const x0 = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  return { x0, y0: y - size * 0.8, x1: x0 + w, y1: y + size * 0.25 };
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Greedy label placement: each label, in the order given, takes its first candidate position that
 * covers no marker and no label placed before it, or else the candidate that covers the least.
 */
export function placeLabels(labels: LabelRequest[], markers: Point[], markerRadius = 6): PlacedLabel[] {
  const taken: Box[] = markers.map(([x, y]) => ({
    x0: x - markerRadius,
    y0: y - markerRadius,
    x1: x + markerRadius,
    y1: y + markerRadius,
  }));
  const out: PlacedLabel[] = [];
  for (const label of labels) {
    let best: { c: LabelRequest["candidates"][number]; box: Box; cost: number } | undefined;
    for (const c of label.candidates) {
      const box = labelBox(label.text, label.size, c.x, c.y, c.anchor);
      const outside =
        Math.max(0, -box.x0) + Math.max(0, box.x1 - 1000) + Math.max(0, -box.y0) + Math.max(0, box.y1 - 600);
      const cost = taken.reduce((a, b) => a + overlap(box, b), 0) + outside * 50;
      if (!best || cost < best.cost) best = { c, box, cost };
      if (cost === 0) break;
    }
    if (!best) continue;
    taken.push(best.box);
    out.push({ id: label.id, x: best.c.x, y: best.c.y, anchor: best.c.anchor });
  }
  return out;
}

/** The usual places for a point's label: right, left, above, below. */
export function aroundPoint([x, y]: Point, size: number, gap = 8): LabelRequest["candidates"] {
  return [
    { x: x + gap, y: y + size * 0.35, anchor: "start" },
    { x: x - gap, y: y + size * 0.35, anchor: "end" },
    { x, y: y - gap - 2, anchor: "middle" },
    { x, y: y + gap + size * 0.8, anchor: "middle" },
    { x: x + gap, y: y - gap, anchor: "start" },
    { x: x - gap, y: y - gap, anchor: "end" },
    { x: x + gap, y: y + gap + size * 0.6, anchor: "start" },
    { x: x - gap, y: y + gap + size * 0.6, anchor: "end" },
  ];
}
