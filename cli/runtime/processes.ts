import { type ChildProcess, spawn } from "node:child_process";

/**
 * Child processes started by `tt`. Each is started with `node` directly (never through npx, whose
 * wrapper processes survive a kill), and all are stopped together on exit or Ctrl-C.
 */
const children = new Set<ChildProcess>();
let hooked = false;

export function stopAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
  children.clear();
}

function hookExit() {
  if (hooked) return;
  hooked = true;
  process.once("exit", stopAll);
}

/**
 * Stops everything on Ctrl-C or SIGTERM, also while the stand-ins are still starting. `cleanup` closes
 * what the command opened itself (servers, watchers) before the children are stopped.
 */
export function stopOnSignals(cleanup: () => Promise<unknown> | unknown = () => undefined): {
  setCleanup: (fn: () => Promise<unknown> | unknown) => void;
} {
  let current = cleanup;
  const stop = async () => {
    try {
      await current();
    } finally {
      stopAll();
      process.exit(0);
    }
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return {
    setCleanup: (fn) => {
      current = fn;
    },
  };
}

export interface ChildOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Print the child's output prefixed with its name (off by default: stand-ins are chatty). */
  verbose?: boolean;
}

export function startNode(
  name: string,
  script: string,
  args: string[],
  options: ChildOptions = {},
): ChildProcess {
  hookExit();
  const child = spawn(process.execPath, [script, ...args], {
    cwd: options.cwd,
    env: { ...process.env, NODE_NO_WARNINGS: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log.push(text);
    if (log.length > 50) log.shift();
    if (options.verbose) process.stderr.write(text.replace(/^/gm, `[${name}] `));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code, signal) => {
    children.delete(child);
    if (code && code !== 0 && signal === null) {
      process.stderr.write(`${name} exited with code ${code}:\n${log.join("").slice(-2000)}\n`);
    }
  });
  return child;
}

/** Waits until an HTTP endpoint answers (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 15000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
