import type { APIRequestContext } from "@playwright/test";
import type { EditableTool } from "../../common/catalogue/contract";
import { CATALOGUE_CACHE_SECONDS } from "../../playwright.config";
import { type CatalogueAdmin, signInCatalogueAdmin } from "./admin-api";
import { expect, test } from "./fixtures";
import { newTool } from "./seed-catalogue";

/**
 * An edit made through the admin API shows on the public pages within CATALOGUE_CACHE_SECONDS, which the test
 * Worker runs with at 2 s (playwright.config.ts): each check polls for at most MAX_WAIT_MS, and every page is first
 * loaded before the edit, so the Worker holds a copy of the old page it must stop serving. Runs in the
 * `after-main` project after the other specs, and leaves the public catalogue as it found it.
 */

/** The time an edit may take to show: the test Worker's cache time, and a little for the request itself. */
const MAX_WAIT_MS = (CATALOGUE_CACHE_SECONDS + 3) * 1000;
const poll = { timeout: MAX_WAIT_MS, intervals: [250] };

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();
const statusOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();

let admin: CatalogueAdmin;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await signInCatalogueAdmin(browser, testInfo.project.use.baseURL ?? "", "192.0.2.231");
});

test.afterAll(async () => {
  await admin.close();
});

test("a changed German description shows on the tool's page and in the directory within the cache time", async ({
  page,
  request,
}) => {
  const id = "chatgpt";
  const loaded = await admin.load(id);
  const original: EditableTool = loaded.tool;
  const description = `Eine geänderte Beschreibung, gespeichert um ${Date.now()}.`;
  // The old pages, now in the Worker's copy.
  expect(await html(request, `/de/tools/${id}`)).toContain(original.texts.de.description);
  expect(await html(request, "/de/tools")).toContain(original.texts.de.description);

  const saved = await admin.save(
    id,
    { ...original, texts: { ...original.texts, de: { ...original.texts.de, description } } },
    loaded.updatedAt,
  );
  const savedAt = Date.now();
  try {
    await expect.poll(() => html(request, `/de/tools/${id}`), poll).toContain(description);
    await expect.poll(() => html(request, "/de/tools"), poll).toContain(description);
    expect(Date.now() - savedAt).toBeLessThan(MAX_WAIT_MS);
    // As a visitor sees them: the tool page and its card in the directory.
    await page.goto(`/de/tools/${id}`);
    await expect(page.getByText(description)).toBeVisible();
    await page.goto("/de/tools");
    await expect(page.getByRole("article", { name: original.name }).getByText(description)).toBeVisible();
    // Other languages kept their own text.
    expect(await html(request, `/fr/tools/${id}`)).toContain(original.texts.fr.description);
  } finally {
    await admin.save(id, original, saved.updatedAt);
  }
  await expect.poll(() => html(request, `/de/tools/${id}`), poll).toContain(original.texts.de.description);
});

test("a renamed tool's old address answers 301 to the new one; an archived tool answers 410 and leaves the sitemap", async ({
  request,
}) => {
  const oldId = `edit-probe-${Date.now()}`;
  const newId = `${oldId}-renamed`;
  const created = await admin.create(newTool(oldId, "Edit Probe"));
  // Published: its page answers, and the sitemap lists it.
  await expect.poll(() => statusOf(request, `/tools/${oldId}`), poll).toBe(200);
  expect(await html(request, "/sitemap.xml")).toContain(`/tools/${oldId}<`);

  try {
    await admin.save(oldId, { ...created.tool, id: newId }, created.updatedAt);
    for (const prefix of ["", "/de"]) {
      await expect.poll(() => statusOf(request, `${prefix}/tools/${oldId}`), poll).toBe(301);
      const moved = await request.get(`${prefix}/tools/${oldId}`, { maxRedirects: 0 });
      expect(new URL(moved.headers().location ?? "", "http://x").pathname).toBe(`${prefix}/tools/${newId}`);
      expect(await statusOf(request, `${prefix}/tools/${newId}`)).toBe(200);
    }
    const sitemap = await html(request, "/sitemap.xml");
    expect(sitemap).toContain(`/tools/${newId}<`);
    expect(sitemap).not.toContain(`/tools/${oldId}<`);
  } finally {
    // Whatever failed above, the probe does not stay on the public pages.
    await admin.setStatus(newId, "archived").catch(() => admin.setStatus(oldId, "archived"));
  }
  for (const prefix of ["", "/de"]) {
    await expect.poll(() => statusOf(request, `${prefix}/tools/${newId}`), poll).toBe(410);
  }
  // Gone from the sitemap (or, past 50,000 URLs, from the child sitemaps its index names).
  const sitemap = await html(request, "/sitemap.xml");
  const children = [...sitemap.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const texts = [sitemap, ...(await Promise.all(children.map((path) => html(request, path))))];
  expect(texts.join("")).toContain("/tools/chatgpt<");
  expect(texts.join("")).not.toContain(`/tools/${newId}<`);
});
