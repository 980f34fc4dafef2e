import { atom, useAtomValue } from "jotai";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/index.ts";
import { elthelasAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { Geography as GeographyData, God, LanguageRow, SettingCalendar } from "../../../state/world.ts";
import { Geography } from "../Geography.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

const geographyAtom = atom(async (get) => {
  const [world, page, languages, calendar] = await Promise.all([
    get(elthelasAtom),
    get(pageAtom("elthelas/geography")),
    get(pageAtom<{ languages?: LanguageRow[] }>("elthelas/languages")).catch(() => undefined),
    get(pageAtom<{ calendar: SettingCalendar }>("elthelas/calendar")).catch(() => undefined),
  ]);
  const geo = {
    continents: world.continents,
    nations: world.nations,
    cities: world.cities,
    landmarks: world.landmarks,
    features: world.features,
    territories: world.territories,
  } as unknown as GeographyData;
  return {
    geo,
    page,
    gods: world.gods as unknown as God[],
    languages: languages?.extra.languages ?? [],
    era: calendar?.extra.calendar.era,
  };
});

/** Elthelas's geography: the map with the selected place's panel, the list of places, then the prose. */
export function ElthelasGeographyPage() {
  const { t } = useI18n();
  const { geo, page, gods, languages, era } = useAtomValue(geographyAtom);
  const links = useMemo(
    () => ({
      base: "/elthelas",
      era,
      gods: new Map(gods.map((g) => [g.id, g.name])),
      languages: new Map(languages.map((l) => [l.id, l.Language])),
    }),
    [gods, languages, era],
  );
  const reserved = useMemo(
    () => [
      "places",
      ...[geo.continents, geo.nations, geo.cities, geo.landmarks, geo.features, geo.territories].flatMap(
        (xs) => xs.map((x) => x.id),
      ),
    ],
    [geo],
  );
  return (
    <WorldPage lead={page.summary} className="geography-page">
      <LoreArticle
        html={page.html}
        reserved={reserved}
        tocMin={99}
        loreTitle={page.title}
        before={
          <section aria-labelledby="places" className="world-section">
            <h2 id="places" className="visually-hidden">
              {t("world.geo.places")}
            </h2>
            <Geography geo={geo} links={links} mapTitle={t("world.geo.mapTitle", { name: "Elthelas" })} />
          </section>
        }
      />
    </WorldPage>
  );
}
