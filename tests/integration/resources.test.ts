import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildData } from "../../cli/pipeline/build.ts";
import { seedContent } from "../../cli/runtime/seed.ts";
import type { ApiHandler } from "../../lambdas/lib/http.ts";
import { body, event, useStandins } from "./helpers.ts";
import { signedInUser } from "./session.ts";

let npcs: ApiHandler;
let events: ApiHandler;
let records: ApiHandler;
let alice: { username: string; cookies: string[] };
let bob: { username: string; cookies: string[] };

type Npc = {
  _id: string;
  version: number;
  name: string;
  owner: string;
  descriptionHtml?: string;
  gmOnly?: boolean;
};

beforeAll(async () => {
  await useStandins("resources-test");
  const out = join(mkdtempSync(join(tmpdir(), "tt-res-")), "data");
  await buildData(join(import.meta.dirname, "../fixtures/data"), out);
  await seedContent(out);
  ({ handler: npcs } = await import("../../lambdas/npcs/handler.ts"));
  ({ handler: events } = await import("../../lambdas/events/handler.ts"));
  ({ handler: records } = await import("../../lambdas/records/handler.ts"));
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
});

const newNpc = {
  name: "Orla Vance",
  setting: "elthelas",
  ancestry: "human",
  status: "alive",
  description: "A **smuggler**.<script>alert(1)</script> Rolls 2d6.",
  tags: ["smuggler"],
};

describe("NPCs", () => {
  it("needs sign-in to create, renders sanitised markdown, and lists the new NPC in order", async () => {
    expect((await npcs(event("POST", "/api/npcs", { body: newNpc }))).statusCode).toBe(401);
    const created = await npcs(event("POST", "/api/npcs", { body: newNpc, cookies: alice.cookies }));
    expect(created.statusCode).toBe(201);
    const npc = body<Npc>(created);
    expect(npc).toMatchObject({ name: "Orla Vance", version: 1 });
    expect(npc.descriptionHtml).toContain("<strong>smuggler</strong>");
    expect(npc.descriptionHtml).not.toContain("<script");
    expect(npc.descriptionHtml).toContain('data-dice="2d6"');
    const list = body<Npc[]>(await npcs(event("GET", "/api/npcs")));
    const names = list
      .filter((n) => (n as unknown as { setting: string }).setting === "elthelas")
      .map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain("Orla Vance");
    expect(body<Npc>(await npcs(event("GET", `/api/npcs/${npc._id}`))).name).toBe("Orla Vance");
  });

  it("lets only the owner edit or delete; others get 403; content NPCs are read-only", async () => {
    const npc = body<Npc>(await npcs(event("POST", "/api/npcs", { body: newNpc, cookies: alice.cookies })));
    const update = { ...newNpc, _id: npc._id, version: npc.version, name: "Orla the Bold" };
    expect((await npcs(event("PUT", "/api/npcs", { body: update, cookies: bob.cookies }))).statusCode).toBe(
      403,
    );
    expect((await npcs(event("DELETE", `/api/npcs/${npc._id}`, { cookies: bob.cookies }))).statusCode).toBe(
      403,
    );
    const content = body<Npc[]>(await npcs(event("GET", "/api/npcs"))).find((n) => n.owner === "tabletome")!;
    const contentEdit = await npcs(
      event("PUT", "/api/npcs", {
        body: { ...newNpc, _id: content._id, version: content.version },
        cookies: alice.cookies,
      }),
    );
    expect(contentEdit.statusCode).toBe(403);
    const saved = await npcs(event("PUT", "/api/npcs", { body: update, cookies: alice.cookies }));
    expect(body<Npc>(saved)).toMatchObject({ name: "Orla the Bold", version: 2 });
    const stale = await npcs(
      event("PUT", "/api/npcs", { body: { ...update, name: "Stale" }, cookies: alice.cookies }),
    );
    expect(body(stale)).toEqual({
      statusCode: 409,
      statusMessage: "Someone else changed this NPC; reload to see their version",
    });
    expect(body<Npc>(await npcs(event("GET", `/api/npcs/${npc._id}`))).name).toBe("Orla the Bold");
    expect(body(await npcs(event("DELETE", `/api/npcs/${npc._id}`, { cookies: alice.cookies })))).toEqual({
      deletedCount: 1,
    });
    expect((await npcs(event("GET", `/api/npcs/${npc._id}`))).statusCode).toBe(404);
  });

  it("shows GM-only NPCs to their owner alone", async () => {
    const secret = body<Npc>(
      await npcs(
        event("POST", "/api/npcs", {
          body: { ...newNpc, name: "Hidden Hand", gmOnly: true },
          cookies: alice.cookies,
        }),
      ),
    );
    const forBob = body<Npc[]>(await npcs(event("GET", "/api/npcs", { cookies: bob.cookies })));
    const forAlice = body<Npc[]>(await npcs(event("GET", "/api/npcs", { cookies: alice.cookies })));
    expect(forBob.some((n) => n._id === secret._id)).toBe(false);
    expect(forAlice.some((n) => n._id === secret._id)).toBe(true);
    expect((await npcs(event("GET", `/api/npcs/${secret._id}`))).statusCode).toBe(404);
    expect(body<Npc[]>(await npcs(event("GET", "/api/npcs"))).some((n) => n.name === "Zed Secret")).toBe(
      false,
    );
  });

  it("lets exactly one of 20 concurrent edits of one version win; the rest get 409 and nothing is lost", async () => {
    const npc = body<Npc>(await npcs(event("POST", "/api/npcs", { body: newNpc, cookies: alice.cookies })));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        npcs(
          event("PUT", "/api/npcs", {
            body: { ...newNpc, _id: npc._id, version: 1, name: `Edit ${i}` },
            cookies: alice.cookies,
          }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = body<Npc>(results[codes.indexOf(200)]!);
    const stored = body<Npc>(await npcs(event("GET", `/api/npcs/${npc._id}`)));
    expect(stored).toMatchObject({ name: winner.name, version: 2 });
  });

  it("rejects invalid bodies naming each field", async () => {
    const res = await npcs(
      event("POST", "/api/npcs", {
        body: { name: "", setting: "narnia", status: "undead", extra: 1 },
        cookies: alice.cookies,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      body<{ errors: { path: string }[] }>(res)
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(["/extra", "/name", "/setting", "/status"]);
  });
});

describe("events", () => {
  it("lists the seeded history and guards writes like NPCs", async () => {
    const list = body<{ setting: string; headline: string; owner: string }[]>(
      await events(event("GET", "/api/events")),
    );
    expect(list.map((e) => e.setting).sort()).toEqual(["Elthelas", "Materia"]);
    const ev = {
      setting: "Materia",
      headline: "The Glass Fair",
      start: { year: 700, month: 3, day: 9 },
      text: "Crafters *gather*.",
    };
    const created = body<{ _id: string; version: number; textHtml: string }>(
      await events(event("POST", "/api/events", { body: ev, cookies: alice.cookies })),
    );
    expect(created.textHtml).toContain("<em>gather</em>");
    expect(
      (
        await events(
          event("PUT", "/api/events", {
            body: { ...ev, _id: created._id, version: 1 },
            cookies: bob.cookies,
          }),
        )
      ).statusCode,
    ).toBe(403);
    const seeded = list.find((e) => e.owner === "tabletome") as unknown as { _id: string; version: number };
    expect(
      (await events(event("DELETE", `/api/events/${seeded._id}`, { cookies: alice.cookies }))).statusCode,
    ).toBe(403);
    expect(
      body(await events(event("DELETE", `/api/events/${created._id}`, { cookies: alice.cookies }))),
    ).toEqual({ deletedCount: 1 });
  });
});

describe("records", () => {
  it("keeps records private unless shared, hides others' as 404, and checks versions", async () => {
    expect((await records(event("GET", "/api/records/characters"))).statusCode).toBe(401);
    expect(
      (await records(event("GET", "/api/records/spaceships", { cookies: alice.cookies }))).statusCode,
    ).toBe(404);
    const made = await records(
      event("POST", "/api/records/characters", {
        body: { name: "Brin", data: { level: 3 } },
        cookies: alice.cookies,
      }),
    );
    expect(made.statusCode).toBe(201);
    const rec = body<{ _id: string; version: number }>(made);
    const list = body<{ _id: string; name: string }[]>(
      await records(event("GET", "/api/records/characters", { cookies: alice.cookies })),
    );
    expect(list.map((r) => r.name)).toContain("Brin");
    expect(
      body<unknown[]>(await records(event("GET", "/api/records/characters", { cookies: bob.cookies }))),
    ).toEqual([]);

    expect(
      (await records(event("GET", `/api/records/characters/${rec._id}`, { cookies: bob.cookies })))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await records(
          event("PUT", `/api/records/characters/${rec._id}`, {
            body: { name: "Mine", data: {}, version: 1 },
            cookies: bob.cookies,
          }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await records(event("DELETE", `/api/records/characters/${rec._id}`, { cookies: bob.cookies })))
        .statusCode,
    ).toBe(404);

    const shared = await records(
      event("PUT", `/api/records/characters/${rec._id}`, {
        body: { name: "Brin", data: { level: 4 }, shared: true, version: 1 },
        cookies: alice.cookies,
      }),
    );
    expect(body(shared)).toMatchObject({ version: 2, shared: true });
    expect(
      body(await records(event("GET", `/api/records/characters/${rec._id}`, { cookies: bob.cookies }))),
    ).toMatchObject({ name: "Brin", data: { level: 4 } });
    expect(
      (await records(event("GET", `/api/records/encounters/${rec._id}`, { cookies: alice.cookies })))
        .statusCode,
    ).toBe(404);
    const stale = await records(
      event("PUT", `/api/records/characters/${rec._id}`, {
        body: { name: "Old", data: {}, version: 1 },
        cookies: alice.cookies,
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(
      body(await records(event("DELETE", `/api/records/characters/${rec._id}`, { cookies: alice.cookies }))),
    ).toEqual({ deletedCount: 1 });
  });

  it("refuses bodies over 256 KiB with 413", async () => {
    const big = { name: "Big", data: { blob: "x".repeat(257 * 1024) } };
    expect(
      (await records(event("POST", "/api/records/creatures", { body: big, cookies: alice.cookies })))
        .statusCode,
    ).toBe(413);
  });
});
