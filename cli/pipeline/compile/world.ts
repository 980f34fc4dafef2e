import { xpForCr } from "../../../core/rules/cr.ts";
import type { Artifacts } from "../artifacts.ts";
import type { Entry } from "../entry.ts";
import type { RenderContext, Rendered } from "./render.ts";

const ELTHELAS_SETS = [
  "divines",
  "gods",
  "territories",
  "cities",
  "nations",
  "landmarks",
  "features",
  "continents",
] as const;
const byName = (a: Rendered, b: Rendered) => String(a.name).localeCompare(String(b.name));
const SETTING_LABEL: Record<string, string> = {
  elthelas: "Elthelas",
  materia: "Materia",
  kentris: "Kentris",
};

export async function compileWorld(
  entries: Entry[],
  render: RenderContext,
  artifacts: Artifacts,
): Promise<void> {
  for (const set of ELTHELAS_SETS) {
    const docs = (await render.set(entries, set)).sort(byName);
    artifacts.set(`elthelas/${set}.json`, {
      documents:
        set === "divines" ? docs.map(({ description, ...d }) => ({ ...d, descr: description })) : docs,
    });
  }
  artifacts.set("api/materia/gods", (await render.set(entries, "materia-gods")).sort(byName));

  const creatures: Rendered[] = (await render.set(entries, "creatures"))
    .sort(byName)
    .map((c) => ({ ...c, xp: xpForCr(Number(c.cr)) }));
  const pages = await render.set(entries, "pages");
  const extras = new Map<string, Record<string, unknown>>();
  const add = (id: string, data: Record<string, unknown>) =>
    extras.set(id, { ...(extras.get(id) ?? {}), ...data });

  for (const setting of ["elthelas", "materia", "kentris"]) {
    add(`${setting}/bestiary`, {
      creatures: creatures.filter((c) => (c.settings as string[]).includes(setting)),
    });
  }
  for (const cal of entries.filter((e) => e.set === "calendars")) {
    add(`${cal.id.split("/")[0]}/calendar`, { calendar: await render.entry(cal) });
  }
  for (const setting of ["elthelas", "materia"]) {
    const langs = await render.set(entries, `${setting}-languages`);
    add(`${setting}/languages`, {
      languages: langs.sort((a, b) => String(a.Language).localeCompare(String(b.Language))),
    });
  }
  add("ref/injury", { injuries: await render.set(entries, "injuries") });
  add("ref/wildmagic", {
    surges: (await render.set(entries, "wild-magic")).sort((a, b) => Number(a.Min) - Number(b.Min)),
  });

  const pageById = new Map(pages.map((p) => [p.id, p]));
  for (const id of new Set([...pageById.keys(), ...extras.keys()])) {
    const page = pageById.get(id);
    const [first, slug] = id.split("/");
    artifacts.set(`pages/${id}.json`, {
      id,
      title: page?.title ?? `${SETTING_LABEL[first!] ?? first} ${slug}`,
      summary: page?.summary ?? "",
      html: page?.body ?? "",
      ...(extras.get(id) ?? {}),
    });
  }
}

/** NPCs and events as `tt seed` writes them: markdown kept for editing, HTML for reading. */
export async function compileSeed(
  entries: Entry[],
  render: RenderContext,
  artifacts: Artifacts,
  contentOwner: string,
) {
  const npcs = await Promise.all(
    entries
      .filter((e) => e.set === "npcs")
      .map(async (e) => {
        const html = await render.entry(e);
        const d = e.data;
        return {
          _id: e.id,
          name: d.name,
          setting: d.setting,
          ancestry: d.ancestry,
          occupation: d.occupation,
          home: d.home,
          status: d.status,
          ...(d.born !== undefined ? { born: String(d.born) } : {}),
          ...(d.died !== undefined ? { died: String(d.died) } : {}),
          description: d.description,
          descriptionHtml: html.description,
          ...(d.motivations ? { motivations: d.motivations, motivationsHtml: html.motivations } : {}),
          ...(d.associates ? { associates: d.associates, associatesHtml: html.associates } : {}),
          tags: d.tags ?? [],
          gmOnly: d.gmOnly === true,
          owner: contentOwner,
        };
      }),
  );
  const events = await Promise.all(
    entries
      .filter((e) => e.set === "events")
      .map(async (e) => {
        const html = await render.entry(e);
        const d = e.data;
        return {
          _id: e.id,
          setting: SETTING_LABEL[String(d.setting)],
          headline: d.headline,
          start: d.start,
          ...(d.end ? { end: d.end } : {}),
          text: d.text,
          textHtml: html.text,
          owner: contentOwner,
        };
      }),
  );
  artifacts.set(
    "seed/npcs.json",
    npcs.sort((a, b) => String(a._id).localeCompare(String(b._id))),
  );
  artifacts.set(
    "seed/events.json",
    events.sort((a, b) => String(a._id).localeCompare(String(b._id))),
  );
}
