// API figures: Lambda bundle size and cold start per handler; requests per second and latency for
// GET and PUT /api/npcs against `tt serve` at 50 connections (bounded runs on loopback). Prints figures.
import { execFileSync } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { bundleLambdas } from "../scripts/bundle-lambdas.ts";
import { startServe } from "../tests/support/serve.ts";

const site = await startServe("tt-bench-api-");
const base = site.base;
const state = site.state;
const { dynamo, cognito, ses } = site.ports;
const env = { ...process.env, NODE_NO_WARNINGS: "1" };
const root = resolve(import.meta.dirname, "..");

try {
  // ---- bundles and cold starts ----
  const bundleDir = join(state, "lambdas");
  const bundles = await bundleLambdas(bundleDir);
  symlinkSync(join(root, "node_modules"), join(state, "node_modules"));
  const pool = JSON.parse(readFileSync(join(state, "cognito/tabletome.json"), "utf8")) as {
    userPoolId: string;
    userPoolClientId: string;
  };
  const handlerEnv = {
    ...env,
    AWS_REGION: "local",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    TABLE_NAME: "tabletome",
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamo}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${cognito}`,
    SES_ENDPOINT: `http://127.0.0.1:${ses}`,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
  };
  const firstPath: Record<string, string> = {
    auth: "/api/auth/me",
    npcs: "/api/npcs",
    events: "/api/events",
    records: "/api/records/characters",
  };
  for (const b of bundles) {
    const probe = `
      const t0 = performance.now();
      const { handler } = await import(${JSON.stringify(b.file)});
      const t1 = performance.now();
      const path = ${JSON.stringify(firstPath[b.name] ?? "/")};
      const res = await handler({ version: "2.0", rawPath: path, rawQueryString: "", headers: { host: "127.0.0.1" }, requestContext: { http: { method: "GET", path, sourceIp: "127.0.0.1" } } });
      const t2 = performance.now();
      console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, status: res.statusCode }));`;
    const samples = Array.from(
      { length: 3 },
      () =>
        JSON.parse(
          execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
            cwd: state,
            env: handlerEnv,
          })
            .toString()
            .trim()
            .split("\n")
            .pop()!,
        ) as { importMs: number; firstCallMs: number; status: number },
    );
    const total = samples.map((s) => s.importMs + s.firstCallMs).sort((a, c) => a - c);
    const best = samples[0]!;
    console.log(
      `lambda ${b.name}: bundle ${(b.bytes / 1024).toFixed(1)} KB minified; cold start (import + first call ${firstPath[b.name]} -> ${best.status}) median ${total[1]!.toFixed(0)} ms (import ${best.importMs.toFixed(0)} ms)`,
    );
  }

  // ---- load ----
  const run = (opts: autocannon.Options) =>
    new Promise<autocannon.Result>((res, rej) =>
      autocannon(opts, (err, result) => (err ? rej(err) : res(result))),
    );
  const report = (label: string, r: autocannon.Result) => {
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(", ");
    console.log(
      `${label}: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${r.requests.total} requests; ${codes}; errors ${r.errors})`,
    );
  };
  report(
    "GET /api/npcs, 50 connections, 5 s",
    await run({ url: `${base}/api/npcs`, connections: 50, duration: 5 }),
  );

  const username = `bench${Date.now()}`;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      firstname: "Bench",
      lastname: "Mark",
      password: "secret123",
      confirmPassword: "secret123",
    }),
  });
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { "content-type": "application/json", origin: base, cookie };
  const npc = (await (
    await fetch(`${base}/api/npcs`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Bench Mark", setting: "materia" }),
    })
  ).json()) as { _id: string };

  // Every request carries version 1: the first wins, the rest take the conflict path (read, compare, 409).
  report(
    "PUT /api/npcs, 50 connections, 5 s (stale version after the first: 409 path)",
    await run({
      url: `${base}/api/npcs`,
      connections: 50,
      duration: 5,
      method: "PUT",
      headers,
      body: JSON.stringify({ _id: npc._id, version: 1, name: "Bench Mark", setting: "materia" }),
    }),
  );
  // Successful writes, one after another with the right version.
  const latencies: number[] = [];
  let version = 2;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/npcs`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        _id: npc._id,
        version,
        name: `Bench ${i}`,
        setting: "materia",
        description: "Some *markdown* text.",
      }),
    });
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`PUT ${res.status}: ${await res.text()}`);
    version++;
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `PUT /api/npcs, successful sequential writes: p50 ${latencies[100]!.toFixed(1)} ms, p99 ${latencies[197]!.toFixed(1)} ms (200 writes)`,
  );
} finally {
  await site.stop();
}
