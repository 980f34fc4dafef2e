import "./world.css";
import { type ReactNode, useMemo } from "react";
import { AppLink } from "../../app/AppLink.tsx";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { formatNumber } from "../../i18n/numbers.ts";
import type { Geography as GeographyData } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, TextFilter } from "./Filters.tsx";
import { continentOf, GEO_KINDS, type GeoEntry, type GeoKind, geoIndex } from "./geo.ts";
import { htmlText } from "./lore-html.ts";
import { useHash, useQuery } from "./url.ts";
import { WorldMap } from "./WorldMap.tsx";

const GROUP_KEY: Record<GeoKind, MessageKey> = {
  continent: "world.geo.continents",
  nation: "world.geo.nations",
  city: "world.geo.cities",
  landmark: "world.geo.landmarks",
  feature: "world.geo.features",
  territory: "world.geo.territories",
};
const KIND_KEY: Record<GeoKind, MessageKey> = {
  continent: "world.geo.kind.continent",
  nation: "world.geo.kind.nation",
  city: "world.geo.kind.city",
  landmark: "world.geo.kind.landmark",
  feature: "world.geo.kind.feature",
  territory: "world.geo.kind.territory",
};

export interface GeoLinks {
  /** God names by id, for nations' gods (linked to the gods page). */
  gods?: Map<string, string>;
  /** Language names by id (linked to the languages page). */
  languages?: Map<string, string>;
  /** The setting's path prefix: "/elthelas". */
  base: string;
  /** The setting's era after years ("AS"). */
  era?: string;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== "");
  if (!shown.length) return null;
  return (
    <dl className="world-facts">
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function joinNodes(nodes: ReactNode[]): ReactNode {
  return nodes.map((n, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once.
    <span key={i}>
      {i ? ", " : ""}
      {n}
    </span>
  ));
}

/** The detail panel of one place: its facts with links to the places it relates to, then its text. */
export function GeoDetail({ entry, geo, links }: { entry: GeoEntry; geo: GeographyData; links: GeoLinks }) {
  const { t, lang } = useI18n();
  const fmt = (n: number) => formatNumber(n, lang);
  const index = useMemo(() => geoIndex(geo), [geo]);
  const place = (id: string | undefined) => {
    const e = id ? index.get(id) : undefined;
    return e ? <a href={`#${e.item.id}`}>{e.item.name}</a> : id;
  };
  const era = links.era ? ` ${links.era}` : "";
  let facts: [string, ReactNode][] = [];
  let related: [string, ReactNode][] = [];
  switch (entry.kind) {
    case "continent": {
      const c = entry.item;
      const nations = geo.nations.filter((n) => n.continent === c.id);
      const features = geo.features.filter((f) => continentOf(geo, f.coords)?.id === c.id);
      related = [
        [t("world.geo.nations"), nations.length ? joinNodes(nations.map((n) => place(n.id))) : undefined],
        [t("world.geo.features"), features.length ? joinNodes(features.map((f) => place(f.id))) : undefined],
      ];
      break;
    }
    case "nation": {
      const n = entry.item;
      facts = [
        [t("world.geo.continent"), place(n.continent)],
        [t("world.geo.capital"), place(n.capital)],
        [t("world.geo.government"), n.government],
        [t("world.geo.ruler"), n.ruler],
        [t("world.geo.population"), fmt(n.population)],
        [t("world.geo.founded"), `${n.founded}${era}`],
        [
          t("world.geo.languages"),
          joinNodes(
            n.languages.map((id) => (
              <AppLink key={id} href={`${links.base}/languages#${id}`}>
                {links.languages?.get(id) ?? id}
              </AppLink>
            )),
          ),
        ],
        [
          t("world.geo.gods"),
          joinNodes(
            n.gods.map((id) => (
              <AppLink key={id} href={`${links.base}/gods#${id}`}>
                {links.gods?.get(id) ?? id}
              </AppLink>
            )),
          ),
        ],
      ];
      const cities = geo.cities.filter((c) => c.nation === n.id);
      const landmarks = geo.landmarks.filter((l) => l.nation === n.id);
      related = [
        [t("world.geo.cities"), cities.length ? joinNodes(cities.map((c) => place(c.id))) : undefined],
        [
          t("world.geo.landmarks"),
          landmarks.length ? joinNodes(landmarks.map((l) => place(l.id))) : undefined,
        ],
      ];
      break;
    }
    case "city": {
      const c = entry.item;
      const capitalOf = geo.nations.find((n) => n.capital === c.id);
      facts = [
        [t("world.geo.nation"), place(c.nation)],
        [t("world.geo.capitalOf"), capitalOf ? place(capitalOf.id) : undefined],
        [t("world.geo.population"), fmt(c.population)],
        [t("world.geo.majority"), c.majority],
        [t("world.geo.exports"), c.exports.join(", ")],
      ];
      const landmarks = geo.landmarks.filter((l) => l.nation === c.nation);
      related = [
        [
          t("world.geo.landmarksNearby"),
          landmarks.length ? joinNodes(landmarks.map((l) => place(l.id))) : undefined,
        ],
      ];
      break;
    }
    case "landmark":
    case "feature": {
      const p = entry.item;
      facts = [
        [t("world.geo.kind"), p.kind],
        [t("world.geo.nation"), p.nation ? place(p.nation) : undefined],
        [t("world.geo.continent"), place(continentOf(geo, p.coords)?.id)],
      ];
      break;
    }
    case "territory":
      break;
  }
  return (
    <>
      <p className="geo-kind">{t(KIND_KEY[entry.kind])}</p>
      <h2 className="geo-title">{entry.item.name}</h2>
      <Facts rows={facts} />
      <HtmlView html={entry.item.description} />
      <Facts rows={related} />
    </>
  );
}

/**
 * A setting's geography: the map, the detail panel of the selected place (`#id`; the map and the list
 * select by setting it) and the browsable list of every place by kind, with a text filter.
 */
export function Geography({
  geo,
  links,
  mapTitle,
}: {
  geo: GeographyData;
  links: GeoLinks;
  mapTitle: string;
}) {
  const { t } = useI18n();
  const hash = useHash();
  const [query, setQuery] = useQuery();
  const q = query.get("q") ?? "";
  const index = useMemo(() => geoIndex(geo), [geo]);
  const selected = index.get(hash);
  const groups = useMemo(() => {
    const all = [...index.values()];
    return GEO_KINDS.map((kind) => ({
      kind,
      items: all
        .filter((e) => e.kind === kind)
        .filter((e) =>
          matchesWords(
            `${e.item.name} ${"kind" in e.item ? e.item.kind : ""} ${htmlText(e.item.description)}`,
            q,
          ),
        )
        .map((e) => e.item)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
  }, [index, q]);
  const shown = groups.reduce((a, g) => a + g.items.length, 0);

  return (
    <div className="geography">
      <div className="geo-layout">
        <figure className="geo-map">
          <div className="geo-map-scroll">
            <WorldMap geo={geo} selected={selected?.item.id} title={mapTitle} />
          </div>
          <figcaption className="geo-legend">
            <span>
              <svg viewBox="0 0 12 12" aria-hidden="true" className="legend-icon">
                <circle cx="6" cy="6" r="5" className="legend-capital" />
              </svg>
              {t("world.geo.legend.capital")}
            </span>
            <span>
              <svg viewBox="0 0 12 12" aria-hidden="true" className="legend-icon">
                <circle cx="6" cy="6" r="4" className="legend-city" />
              </svg>
              {t("world.geo.legend.city")}
            </span>
            <span>
              <svg viewBox="0 0 12 12" aria-hidden="true" className="legend-icon">
                <polygon points="6,0 12,6 6,12 0,6" className="legend-landmark" />
              </svg>
              {t("world.geo.legend.landmark")}
            </span>
            <span>
              <svg viewBox="0 0 12 12" aria-hidden="true" className="legend-icon">
                <polygon points="6,0 12,11 0,11" className="legend-feature" />
              </svg>
              {t("world.geo.legend.feature")}
            </span>
            <span>
              <svg viewBox="0 0 12 12" aria-hidden="true" className="legend-icon">
                <rect width="12" height="12" className="legend-territory" />
              </svg>
              {t("world.geo.legend.territory")}
            </span>
          </figcaption>
        </figure>
        <div className="geo-detail">
          <p className="visually-hidden" aria-live="polite">
            {selected ? `${selected.item.name} (${t(KIND_KEY[selected.kind])})` : ""}
          </p>
          {selected ? (
            <section id={selected.item.id} className="geo-panel is-target" aria-label={selected.item.name}>
              <GeoDetail entry={selected} geo={geo} links={links} />
            </section>
          ) : (
            <p className="geo-hint">{t("world.geo.pick")}</p>
          )}
        </div>
      </div>

      <section className="geo-browse" aria-labelledby="geo-browse">
        <h2 id="geo-browse">{t("world.geo.browse")}</h2>
        <FilterBar
          label={t("world.geo.filters")}
          shown={shown}
          total={index.size}
          onClear={() => setQuery({ q: null })}
        >
          <TextFilter label={t("world.geo.find")} value={q} onChange={(v) => setQuery({ q: v })} />
        </FilterBar>
        <div className="geo-groups">
          {groups
            .filter((g) => g.items.length)
            .map((g) => (
              <div key={g.kind} className="geo-group">
                <h3>{t(GROUP_KEY[g.kind])}</h3>
                <ul>
                  {g.items.map((item) => (
                    <li key={item.id}>
                      <a
                        href={`#${item.id}`}
                        aria-current={item.id === selected?.item.id ? "location" : undefined}
                      >
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      </section>
    </div>
  );
}
