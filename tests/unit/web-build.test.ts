import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { routes } from "../../web/src/routes.ts";
import { pageFiles, pageHtml, routeModules } from "../../web/vite-plugins.ts";

const web = resolve(import.meta.dirname, "../../web");

describe("the web build's route helpers", () => {
  it("finds the page module of every route in the route table's source", () => {
    const modules = routeModules(readFileSync(join(web, "src/routes.ts"), "utf8"));
    expect(Object.keys(modules).sort()).toEqual(routes.map((r) => r.path).sort());
    for (const [path, module] of Object.entries(modules))
      expect(existsSync(join(web, "src", module)), `${path}: ${module}`).toBe(true);
  });

  it("lists a page's own files for prefetching: its chunk, shared chunks and styles, never the entry's", () => {
    const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
      ({
        type: "chunk",
        fileName,
        imports,
        isEntry: false,
        facadeModuleId: null,
        ...extra,
      }) as Rollup.OutputChunk;
    const bundle = {
      "assets/index.js": chunk("assets/index.js", ["assets/shell.js"], { isEntry: true }),
      "assets/shell.js": chunk("assets/shell.js", []),
      "assets/table.js": chunk("assets/table.js", ["assets/shell.js"], {
        viteMetadata: { importedCss: new Set(["assets/table.css"]) } as Rollup.OutputChunk["viteMetadata"],
      }),
      "assets/Spells.js": chunk("assets/Spells.js", ["assets/table.js", "assets/shell.js"], {
        facadeModuleId: "/app/src/pages/Spells.tsx",
      }),
    } as unknown as Rollup.OutputBundle;
    expect(
      pageFiles(bundle, { "/options/spells": "pages/Spells.tsx", "/gone": "pages/Gone.tsx" }, "/app"),
    ).toEqual({ "/options/spells": ["/assets/Spells.js", "/assets/table.js", "/assets/table.css"] });
  });

  it("writes a page's frame into index.html with its title, description and language", () => {
    const template =
      '<html lang="en"><head><title>Tabletome</title><meta name="description" content="Site" /></head>' +
      '<body><div id="root"></div></body></html>';
    const html = pageHtml(
      template,
      {
        lang: "es",
        title: "Conjuros",
        description: 'Todos los "conjuros"',
        html: '<link rel="preload" as="image" href="/brand/logo.svg"/><main><h1>Conjuros</h1></main>',
        data: ["/statics/spells.json"],
      },
      "Tabletome",
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<title>Conjuros | Tabletome</title>");
    expect(html).toContain('<meta name="description" content="Todos los &quot;conjuros&quot;" />');
    expect(html).toContain('<div id="root"><main><h1>Conjuros</h1></main></div>');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/brand\/logo.svg"\/><link rel="preload" href="\/statics\/spells.json" as="fetch" crossorigin \/>\n {2}<\/head>/,
    );
    expect(() =>
      pageHtml("<html><head></head></html>", { lang: "en", title: "", description: "", html: "" }, "T"),
    ).toThrow(/no/);
  });
});
