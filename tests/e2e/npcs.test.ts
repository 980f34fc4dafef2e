import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import { closePage, openPage } from "./shell.ts";

/**
 * The NPC directory against the real API behind `tt serve`: a user registered through the API from the
 * page (so the session cookies land in the browser) adds an NPC, edits it, runs into a version conflict
 * made through the API, and deletes it after declining the first confirmation.
 */

let browser: Browser;
let page: Page;
const base = () => inject("baseUrl");
const username = `npc${Date.now().toString(36)}`;
const name = `Wendeline Marsh ${Date.now().toString(36)}`;

interface ApiNpc {
  _id: string;
  name: string;
  version: number;
  occupation?: string;
  setting: string;
}

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
  await page.goto(`${base()}/elthelas/npcs`);
  const status = await page.evaluate(async (u) => {
    const res = await fetch("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: u,
        email: `${u}@example.org`,
        firstname: "Ada",
        lastname: "Lovelace",
        password: "Quill4ndInk",
        confirmPassword: "Quill4ndInk",
      }),
    });
    return res.status;
  }, username);
  expect(status).toBe(200);
  // A new page load asks /api/auth/me again and finds the session. (Generous wait: the first NPC query
  // of a freshly started server can be slow on a busy machine.)
  await page.reload();
  await page.getByRole("button", { name: "Add an NPC" }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

const card = () => page.locator("article.npc-card").filter({ has: page.getByRole("heading", { name }) });
const form = () => page.locator("form.npc-form");
const apiNpc = (id: string) =>
  page.evaluate(async (i) => {
    const res = await fetch(`/api/npcs/${i}`);
    return { status: res.status, body: (await res.json()) as ApiNpc };
  }, id);

async function noAxeViolations(label: string) {
  await page.waitForFunction(() => !document.querySelector(".tt-progress.is-visible"));
  // The page's own content and dialogs; the shell (header, toasts) has its own axe test (navigation.test.ts).
  const results = await new AxeBuilder({ page }).exclude(".site-header").exclude(".tt-toasts").analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
  ).toEqual([]);
}

describe("NPC directory against the API", () => {
  let id = "";

  it("shows the signed-in user's controls, and none on content NPCs", async () => {
    await page.goto(`${base()}/elthelas/npcs#dilly-merrow`);
    await page.getByRole("button", { name: "Add an NPC" }).waitFor();
    const content = page.locator("article#dilly-merrow");
    await expect(
      content.getByRole("button", { name: "Captain Dilly Merrow" }).getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    await content.locator(".npc-body").getByText("Dilly Merrow was thirteen", { exact: false }).waitFor();
    expect(await content.getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    expect(await content.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
  });

  it("adds an NPC through the inline form, showing the API's field messages first", async () => {
    await page.getByRole("button", { name: "Add an NPC" }).click();
    await form().getByRole("heading", { name: "New NPC" }).waitFor();
    await noAxeViolations("new NPC form");
    // Nothing filled in: the API refuses the empty name and the form says so next to the field.
    await form().getByRole("button", { name: "Add NPC" }).click();
    const nameInput = form().getByLabel("Name");
    await expect.poll(() => nameInput.getAttribute("aria-invalid")).toBe("true");
    const message = form().locator(".npc-field-name .invalid-feedback");
    expect(await message.textContent()).toMatch(/1 to 120 characters/);
    await form().getByText("Please correct the fields marked below.").waitFor();

    await nameInput.fill(name);
    await form().getByLabel("Occupation").fill("Lamp-keeper of the Tines");
    await form().getByLabel("Ancestry").fill("human");
    await form().getByLabel("Status").selectOption("alive");
    await form().getByLabel("Tags").fill("e2e, lamps");
    await form().getByLabel("Description").fill("Keeps the **last lamp** on the reef. Rolls 2d6 for luck.");
    await form().getByLabel("GM only").check();
    await form().getByRole("button", { name: "Add NPC" }).click();
    await card().waitFor();
    await expect.poll(() => form().count()).toBe(0);
    id = (await card().getAttribute("id")) ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    // Expanded, with the compiled description (bold, a dice button), the owner's badges and controls.
    await card().locator(".npc-body strong", { hasText: "last lamp" }).waitFor();
    await card().locator('.npc-body button.dice-roll[data-dice="2d6"]').waitFor();
    await card().locator(".npc-gm", { hasText: "GM only" }).waitFor();
    await card().locator(".npc-mine", { hasText: "Yours" }).waitFor();
    await card()
      .getByRole("button", { name: `Edit ${name}` })
      .waitFor();
    const stored = await apiNpc(id);
    expect(stored.body).toMatchObject({
      name,
      setting: "elthelas",
      version: 1,
      gmOnly: true,
      tags: ["e2e", "lamps"],
    });
  });

  it("edits it", async () => {
    await card()
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await form().getByLabel("Occupation").fill("Warden of the Tines light");
    await form().getByRole("button", { name: "Save" }).click();
    await card().getByText("Warden of the Tines light", { exact: false }).waitFor();
    expect((await apiNpc(id)).body).toMatchObject({ occupation: "Warden of the Tines light", version: 2 });
  });

  it("explains a version conflict when someone else saved first, and loads their version", async () => {
    await card()
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await form().getByLabel("Occupation").fill("My stale change");
    // Meanwhile the NPC changes through the API (version 2 -> 3).
    const status = await page.evaluate(async (i) => {
      const current = (await (await fetch(`/api/npcs/${i}`)).json()) as Record<string, unknown>;
      const { _id, version, name, setting, ancestry, status } = current;
      const res = await fetch("/api/npcs", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ _id, version, name, setting, ancestry, status, occupation: "Their change" }),
      });
      return res.status;
    }, id);
    expect(status).toBe(200);
    await form().getByRole("button", { name: "Save" }).click();
    const alert = form().getByRole("alert").filter({ hasText: "Someone else" });
    await alert.waitFor();
    expect((await alert.locator("p").textContent())?.trim()).toBe(
      "Someone else changed this NPC; reload to see their version",
    );
    expect((await apiNpc(id)).body.occupation).toBe("Their change");
    await noAxeViolations("conflict");
    await alert.getByRole("button", { name: "Load their version" }).click();
    await expect.poll(() => form().getByLabel("Occupation").inputValue()).toBe("Their change");
    await form().getByRole("button", { name: "Cancel" }).click();
    await card().getByText("Their change", { exact: false }).waitFor();
  });

  it("asks before deleting; declining does nothing, confirming deletes", async () => {
    await card()
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Are you sure you want to delete this NPC?").waitFor();
    // Once it has faded in (mid-fade colours are not what anyone reads).
    await page.waitForFunction(() => {
      const modal = document.querySelector(".modal.show");
      return modal !== null && getComputedStyle(modal).opacity === "1";
    });
    await noAxeViolations("delete confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await card().waitFor();
    expect((await apiNpc(id)).status).toBe(200);

    await card()
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.locator(".toast", { hasText: "NPC deleted" }).waitFor();
    await expect.poll(() => card().count()).toBe(0);
    expect((await apiNpc(id)).status).toBe(404);
  });

  it("keeps filters in the URL and each route shows its own setting", async () => {
    await page.goto(`${base()}/materia/npcs`);
    await page.getByRole("button", { name: "Aderyn Vael" }).waitFor();
    expect(await page.getByRole("button", { name: "Captain Dilly Merrow" }).count()).toBe(0);
    const main = page.locator("main");
    await main.getByLabel("Search", { exact: true }).fill("cinder");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("cinder");
    await main.getByLabel("Status", { exact: true }).selectOption("alive");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("alive");
    const shown = await page.locator("article.npc-card").count();
    await page.reload();
    await expect.poll(() => page.locator("article.npc-card").count()).toBe(shown);
    await expect(main.getByLabel("Search", { exact: true }).inputValue()).resolves.toBe("cinder");
    // A tag on a card adds a tag filter.
    await page.goto(`${base()}/materia/npcs`);
    await page.locator("article#aderyn-vael").getByRole("button", { name: "royalty" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tag")).toBe("royalty");
    for (const c of await page.locator("article.npc-card").all()) {
      await c.getByRole("button", { name: "royalty" }).waitFor();
    }
  });
});
