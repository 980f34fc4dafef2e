import { watch } from "node:fs";
import { join } from "node:path";
import { type BuildResult, buildData } from "./build.ts";
import { RenderContext } from "./compile/render.ts";
import type { FileCache } from "./load.ts";

export interface WatchOptions {
  onBuild: (result: BuildResult) => void;
  /** Quiet period after a change before rebuilding; editors save in bursts. */
  debounceMs?: number;
}

export interface DataWatcher {
  close: () => void;
  /** The first build, finished. */
  ready: Promise<BuildResult>;
}

/**
 * Builds once, then rebuilds after every change under data/. Unchanged files are not re-read and
 * unchanged markdown is not re-rendered, so a one-file edit rebuilds quickly. Errors are reported
 * through `onBuild` and never stop the watcher.
 */
export function watchData(dataDir: string, outDir: string, options: WatchOptions): DataWatcher {
  const render = new RenderContext();
  const cache: FileCache = new Map();
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let timer: NodeJS.Timeout | undefined;

  const run = async () => {
    const result = await buildData(dataDir, outDir, render, cache).catch(
      (err: unknown): BuildResult => ({
        ok: false,
        diagnostics: [{ file: dataDir, line: 1, col: 1, message: String(err) }],
        counts: {},
        artifacts: 0,
        ms: 0,
      }),
    );
    options.onBuild(result);
    return result;
  };
  const ready = run();
  running = ready.then(() => undefined);

  const schedule = (file: string | null) => {
    if (file) cache.delete(join(dataDir, file));
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (queued) return;
      queued = true;
      running = running.then(async () => {
        queued = false;
        await run();
      });
    }, options.debounceMs ?? 40);
  };
  const watcher = watch(dataDir, { recursive: true }, (_event, file) => schedule(file ? String(file) : null));
  const close = () => {
    clearTimeout(timer);
    watcher.close();
  };
  return { close, ready };
}
