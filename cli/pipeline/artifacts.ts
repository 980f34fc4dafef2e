import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Artifact path (relative to build/data) to its JSON value. */
export type Artifacts = Map<string, unknown>;

/** Serialises every artifact once; the text is both hashed for the manifest and written. */
export function serialise(artifacts: Artifacts): Map<string, string> {
  return new Map([...artifacts].map(([path, value]) => [path, JSON.stringify(value)]));
}

export function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * Writes all artifacts into a fresh sibling folder, then swaps it in with two renames, so the output is
 * never half-written: a build that fails leaves the last good one untouched.
 */
export async function writeArtifactsAtomically(outDir: string, files: Map<string, string>): Promise<void> {
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  try {
    await mkdir(tmp, { recursive: true });
    const dirs = new Set([...files.keys()].map((p) => dirname(join(tmp, p))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all([...files].map(([path, text]) => writeFile(join(tmp, path), text)));
    await mkdir(dirname(outDir), { recursive: true });
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(tmp, outDir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (existsSync(old) && !existsSync(outDir)) await rename(old, outDir);
    throw err;
  }
  await rm(old, { recursive: true, force: true });
}
