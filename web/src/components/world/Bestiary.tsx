import "./world.css";
import { useMemo } from "react";
import { formatCr } from "../../../../core/rules/cr.ts";
import { useI18n } from "../../i18n/index.ts";
import type { Creature } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, SelectFilter, TextFilter } from "./Filters.tsx";
import { htmlText } from "./lore-html.ts";
import { useOpenEntries } from "./open-entries.ts";
import { StatBlock } from "./StatBlock.tsx";
import { useQuery } from "./url.ts";

/** The creature type a filter groups by: "humanoid (elf)" is a humanoid, a swarm of beasts is a beast. */
export function baseType(type: string): string {
  const t = type.toLowerCase().trim();
  const swarm = /^swarm of \w+ (\w+)$/.exec(t);
  const word = swarm ? swarm[1]! : (t.split(/[\s(]/)[0] ?? t);
  return word.endsWith("s") && swarm ? word.slice(0, -1) : word;
}

/** "1-4" -> [1, 4]; a single number is both ends; anything else is no limit. */
export function parseCrRange(value: string | null): [number, number] {
  const m = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value ?? "");
  if (m) return [m[1] ? Number(m[1]) : 0, m[2] ? Number(m[2]) : 30];
  const n = Number(value);
  return value && Number.isFinite(n) ? [n, n] : [0, 30];
}

type Sort = "name" | "cr";

/**
 * A setting's creatures: search (name, type, text), type and challenge-rating filters and the sort order
 * live in the URL; each creature expands to its full stat block and lore, and `#id` opens one directly.
 */
export function Bestiary({ creatures }: { creatures: Creature[] }) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const q = query.get("q") ?? "";
  const type = query.get("type") ?? "";
  const [crMin, crMax] = parseCrRange(query.get("cr"));
  const sort: Sort = query.get("sort") === "cr" ? "cr" : "name";

  const { open, setOpen, hash, toggle } = useOpenEntries(creatures, "id");

  const texts = useMemo(
    () =>
      new Map(
        creatures.map((c) => [
          c.id,
          `${c.name} ${c.type} ${c.size} ${c.alignment} ${htmlText(c.description ?? "")}`,
        ]),
      ),
    [creatures],
  );
  const types = useMemo(() => [...new Set(creatures.map((c) => baseType(c.type)))].sort(), [creatures]);
  const crs = useMemo(() => [...new Set(creatures.map((c) => c.cr))].sort((a, b) => a - b), [creatures]);

  const shown = useMemo(() => {
    const list = creatures.filter(
      (c) =>
        (!type || baseType(c.type) === type) &&
        c.cr >= crMin &&
        c.cr <= crMax &&
        // The linked creature stays visible whatever the filters say.
        (matchesWords(texts.get(c.id) ?? c.name, q) || c.id === hash),
    );
    return list.sort((a, b) => (sort === "cr" ? a.cr - b.cr : 0) || a.name.localeCompare(b.name));
  }, [creatures, type, crMin, crMax, q, texts, sort, hash]);

  const allOpen = shown.length > 0 && shown.every((c) => open.has(c.id));
  const crOptions = crs.map((cr) => ({ value: String(cr), label: formatCr(cr) }));
  const setCr = (min: string, max: string) => setQuery({ cr: min || max ? `${min}-${max}` : null });

  return (
    <div className="bestiary">
      <FilterBar
        label={t("world.bestiary.filters")}
        shown={shown.length}
        total={creatures.length}
        onClear={() => setQuery({ q: null, type: null, cr: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
        <SelectFilter
          label={t("world.bestiary.type")}
          value={type}
          anyLabel={t("world.any")}
          options={types.map((v) => ({ value: v, label: v }))}
          onChange={(v) => setQuery({ type: v })}
        />
        <SelectFilter
          label={t("world.bestiary.crMin")}
          value={query.get("cr") && crMin > 0 ? String(crMin) : ""}
          anyLabel={t("world.any")}
          options={crOptions}
          onChange={(v) => setCr(v, crMax < 30 ? String(crMax) : "")}
        />
        <SelectFilter
          label={t("world.bestiary.crMax")}
          value={query.get("cr") && crMax < 30 ? String(crMax) : ""}
          anyLabel={t("world.any")}
          options={crOptions}
          onChange={(v) => setCr(crMin > 0 ? String(crMin) : "", v)}
        />
        <SelectFilter
          label={t("world.sort")}
          value={sort}
          options={[
            { value: "name", label: t("world.sort.name") },
            { value: "cr", label: t("world.sort.cr") },
          ]}
          onChange={(v) => setQuery({ sort: v === "cr" ? "cr" : null })}
        />
      </FilterBar>
      <div className="world-list-tools">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setOpen(allOpen ? new Set() : new Set(shown.map((c) => c.id)))}
        >
          {allOpen ? t("world.collapseAll") : t("world.expandAll")}
        </button>
      </div>
      {shown.length === 0 ? <p className="world-empty">{t("world.noResults")}</p> : null}
      <ul className="creature-list">
        {shown.map((c) => {
          const expanded = open.has(c.id);
          const bodyId = `${c.id}-body`;
          return (
            <li key={c.id} id={c.id} className={`creature-item${hash === c.id ? " is-target" : ""}`}>
              <h2 className="creature-heading">
                <button
                  type="button"
                  className="creature-toggle"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => toggle(c.id)}
                >
                  <span className="creature-name">{c.name}</span>
                  <span className="creature-meta">
                    {c.size} {c.type}
                  </span>
                  <span className="creature-cr">{t("world.bestiary.crShort", { cr: formatCr(c.cr) })}</span>
                </button>
              </h2>
              <div id={bodyId} className="creature-body" hidden={!expanded}>
                {expanded ? (
                  <>
                    <StatBlock creature={c} showName={false} headingLevel={2} />
                    {c.description ? <HtmlView html={c.description} className="creature-lore" /> : null}
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
