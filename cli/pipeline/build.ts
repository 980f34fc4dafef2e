import { type Artifacts, hashOf, serialise, writeArtifactsAtomically } from "./artifacts.ts";
import { RenderContext } from "./compile/render.ts";
import { buildSearchIndex } from "./compile/search.ts";
import { compileStatics } from "./compile/statics.ts";
import { compileSeed, compileWorld } from "./compile/world.ts";
import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import type { FileCache } from "./load.ts";
import { validateData } from "./validate.ts";

export const CONTENT_OWNER = "tabletome";

/** Where one statics set is written on its own (served as /statics/<key>.json). */
export const staticsSetPath = (key: string) => `statics/${key}.json`;

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  counts: Record<string, number>;
  artifacts: number;
  ms: number;
}

/** Compiles validated entries into every artifact of ARCHITECTURE.md section 4 (without writing). */
export async function compileArtifacts(
  entries: Entry[],
  render: RenderContext,
): Promise<{ files: Map<string, string>; counts: Record<string, number> }> {
  render.setEntries(entries);
  const artifacts: Artifacts = new Map();
  const statics = await compileStatics(entries, render);
  artifacts.set("api/statics", statics);
  // Each set also on its own, so a page downloads only what it shows (the spells page needs 32 KB gzip
  // of the 229 KB bundle). The bundle stays: it is the API contract's single object.
  for (const [key, value] of Object.entries(statics)) artifacts.set(staticsSetPath(key), value);
  await compileWorld(entries, render, artifacts);
  await compileSeed(entries, render, artifacts, CONTENT_OWNER);
  artifacts.set("search/index.json", buildSearchIndex(statics, artifacts));

  const counts: Record<string, number> = {};
  for (const e of entries) counts[e.set] = (counts[e.set] ?? 0) + 1;
  for (const [key, value] of Object.entries(statics))
    if (Array.isArray(value)) counts[`statics.${key}`] = value.length;

  const files = serialise(artifacts);
  const hashes = Object.fromEntries([...files].map(([path, text]) => [path, hashOf(text)]));
  const buildId = hashOf(Object.values(hashes).join(""));
  files.set("manifest.json", JSON.stringify({ buildId, builtAt: new Date().toISOString(), hashes, counts }));
  return { files, counts };
}

/** Validate, then compile and swap in the new build; on any content error nothing is written. */
export async function buildData(
  dataDir: string,
  outDir: string,
  render = new RenderContext(),
  cache?: FileCache,
): Promise<BuildResult> {
  const started = performance.now();
  const { entries, diagnostics } = await validateData(dataDir, cache);
  if (diagnostics.length)
    return { ok: false, diagnostics, counts: {}, artifacts: 0, ms: performance.now() - started };
  const { files, counts } = await compileArtifacts(entries, render);
  await writeArtifactsAtomically(outDir, files);
  return { ok: true, diagnostics: [], counts, artifacts: files.size, ms: performance.now() - started };
}
