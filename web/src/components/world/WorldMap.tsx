import "./world.css";
import { type MouseEvent, useId, useMemo } from "react";
import { useI18n } from "../../i18n/index.ts";
import type { Geography } from "../../state/world.ts";
import { aroundPoint, centroid, type LabelRequest, type PlacedLabel, placeLabels, points } from "./geo.ts";

const SIZE = { nation: 17, city: 13, feature: 12, landmark: 12, territory: 12 } as const;

/** Label positions for the map, computed once per data set. */
function useLabels(geo: Geography): Map<string, PlacedLabel> {
  return useMemo(() => {
    const requests: LabelRequest[] = [
      ...geo.nations.map((n) => {
        const [cx, cy] = centroid(n.border);
        const [x, y] = n.coords;
        return {
          id: n.id,
          text: n.name,
          size: SIZE.nation,
          candidates: [
            { x, y: y - 14, anchor: "middle" as const },
            { x: cx, y: cy, anchor: "middle" as const },
            { x, y: y + 26, anchor: "middle" as const },
            { x: cx, y: cy - 24, anchor: "middle" as const },
            { x: cx, y: cy + 24, anchor: "middle" as const },
            { x, y: y - 34, anchor: "middle" as const },
          ],
        };
      }),
      ...geo.cities.map((c) => ({
        id: c.id,
        text: c.name,
        size: SIZE.city,
        candidates: aroundPoint(c.coords, SIZE.city),
      })),
      ...geo.features.map((f) => ({
        id: f.id,
        text: f.name,
        size: SIZE.feature,
        candidates: aroundPoint(f.coords, SIZE.feature, 9),
      })),
      ...geo.territories.map((tr) => {
        const [x, y] = centroid(tr.areas[0]!);
        return {
          id: tr.id,
          text: tr.name,
          size: SIZE.territory,
          candidates: [0, 16, -16, 32, -32].map((d) => ({ x, y: y + d, anchor: "middle" as const })),
        };
      }),
      ...geo.landmarks.map((l) => ({
        id: l.id,
        text: l.name,
        size: SIZE.landmark,
        candidates: aroundPoint(l.coords, SIZE.landmark),
      })),
    ];
    const markers = [...geo.cities, ...geo.features, ...geo.landmarks].map((p) => p.coords);
    return new Map(placeLabels(requests, markers).map((p) => [p.id, p]));
  }, [geo]);
}

/** A label at its placed position. */
function Label({
  at,
  className,
  children,
}: {
  at: PlacedLabel | undefined;
  className: string;
  children: string;
}) {
  if (!at) return null;
  return (
    <text x={at.x} y={at.y} textAnchor={at.anchor} className={className}>
      {children}
    </text>
  );
}

/**
 * The setting's map, drawn from the data's coordinates on a 1000x600 grid: continents' outlines,
 * nations' borders in their colours, territories as hatched overlays, and markers for cities (capitals
 * larger), landmarks and natural features. Every shape is a link to its `#id`, so it is reachable by
 * keyboard, selects the place and works with Back; `selected` is drawn highlighted.
 */
export function WorldMap({
  geo,
  selected,
  title,
  onSelect,
}: {
  geo: Geography;
  selected?: string | undefined;
  title: string;
  /** Called instead of following the link (the page sets the hash itself). */
  onSelect?: (id: string) => void;
}) {
  const { t } = useI18n();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const capitals = new Set(geo.nations.map((n) => n.capital));
  const nationName = new Map(geo.nations.map((n) => [n.id, n.name]));
  const labels = useLabels(geo);
  const sel = (id: string) => (id === selected ? " selected" : "");
  const follow = (id: string) => (e: MouseEvent<Element>) => {
    if (!onSelect || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onSelect(id);
  };
  const label = (kind: string, name: string, extra?: string) =>
    `${name}${extra ? `, ${extra}` : ""} (${kind})`;

  return (
    <svg
      className="world-map"
      viewBox="0 0 1000 600"
      aria-labelledby={`${uid}-title`}
      data-testid="world-map"
    >
      <title id={`${uid}-title`}>{title}</title>
      <defs>
        {geo.territories.map((tr) => (
          <pattern
            key={tr.id}
            id={`${uid}-hatch-${tr.id}`}
            patternUnits="userSpaceOnUse"
            width="9"
            height="9"
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2="9" stroke={tr.color} strokeWidth="3" />
          </pattern>
        ))}
      </defs>
      <rect className="map-sea" x="0" y="0" width="1000" height="600" />
      <g className="map-continents">
        {geo.continents.map((c) => (
          <a
            key={c.id}
            href={`#${c.id}`}
            className={`map-link map-continent${sel(c.id)}`}
            aria-label={label(t("world.geo.kind.continent"), c.name)}
            onClick={follow(c.id)}
          >
            <polygon points={points(c.outline)} />
          </a>
        ))}
      </g>
      <g className="map-nations">
        {geo.nations.map((n) => (
          <a
            key={n.id}
            href={`#${n.id}`}
            className={`map-link map-nation${sel(n.id)}`}
            aria-label={label(t("world.geo.kind.nation"), n.name)}
            onClick={follow(n.id)}
          >
            <polygon points={points(n.border)} style={{ fill: n.color, stroke: n.color }} />
          </a>
        ))}
      </g>
      <g className="map-territories">
        {geo.territories.map((tr) => (
          <a
            key={tr.id}
            href={`#${tr.id}`}
            className={`map-link map-territory${sel(tr.id)}`}
            aria-label={label(t("world.geo.kind.territory"), tr.name)}
            onClick={follow(tr.id)}
          >
            {tr.areas.map((area) => (
              <polygon
                key={points(area)}
                points={points(area)}
                fill={`url(#${uid}-hatch-${tr.id})`}
                stroke={tr.color}
              />
            ))}
          </a>
        ))}
      </g>
      {/* Names of the areas, for the eye: the links carry the same names for assistive technology. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of <text> elements, nothing in it is focusable. */}
      <g className="map-labels" aria-hidden="true">
        {geo.continents.map((c) => (
          <text key={c.id} className="map-label-continent" x={c.coords[0]} y={c.coords[1] + 40}>
            {c.name}
          </text>
        ))}
        {geo.nations.map((n) => (
          <Label key={n.id} at={labels.get(n.id)} className="map-label-nation">
            {n.name}
          </Label>
        ))}
        {geo.territories.map((tr) => (
          <Label key={tr.id} at={labels.get(tr.id)} className="map-label-territory">
            {tr.name}
          </Label>
        ))}
      </g>
      <g className="map-features">
        {geo.features.map((f) => {
          const [x, y] = f.coords;
          return (
            <a
              key={f.id}
              href={`#${f.id}`}
              className={`map-link map-marker map-feature${sel(f.id)}`}
              aria-label={label(t("world.geo.kind.feature"), f.name, f.kind)}
              onClick={follow(f.id)}
            >
              <polygon points={`${x},${y - 7} ${x + 7},${y + 5} ${x - 7},${y + 5}`} />
              <Label at={labels.get(f.id)} className="map-label-feature">
                {f.name}
              </Label>
            </a>
          );
        })}
      </g>
      <g className="map-landmarks">
        {geo.landmarks.map((l) => {
          const [x, y] = l.coords;
          return (
            <a
              key={l.id}
              href={`#${l.id}`}
              className={`map-link map-marker map-landmark${sel(l.id)}`}
              aria-label={label(t("world.geo.kind.landmark"), l.name, l.kind)}
              onClick={follow(l.id)}
            >
              <polygon points={`${x},${y - 6} ${x + 6},${y} ${x},${y + 6} ${x - 6},${y}`} />
              <Label at={labels.get(l.id)} className="map-label-landmark">
                {l.name}
              </Label>
            </a>
          );
        })}
      </g>
      <g className="map-cities">
        {geo.cities.map((c) => {
          const [x, y] = c.coords;
          const capital = capitals.has(c.id);
          return (
            <a
              key={c.id}
              href={`#${c.id}`}
              className={`map-link map-marker map-city${capital ? " capital" : ""}${sel(c.id)}`}
              aria-label={label(
                t(capital ? "world.geo.kind.capital" : "world.geo.kind.city"),
                c.name,
                nationName.get(c.nation),
              )}
              onClick={follow(c.id)}
            >
              <circle cx={x} cy={y} r={capital ? 6 : 4.5} />
              {capital ? <circle cx={x} cy={y} r="2" className="capital-dot" /> : null}
              <Label at={labels.get(c.id)} className="map-label-city">
                {c.name}
              </Label>
            </a>
          );
        })}
      </g>
    </svg>
  );
}
