import type { Page } from "@playwright/test";
import { CATALOGUE_PAGE_SIZE } from "../../common/catalogue/pages";
import { CATEGORY_SLUGS } from "../../common/catalogue/types";
import { type CatalogueAdmin, signInCatalogueAdmin } from "./admin-api";
import { expect, test } from "./fixtures";
import { inRecommendedOrder, newTool, SEED_CATALOGUE } from "./seed-catalogue";

/**
 * The directory pages through a catalogue of several pages, with and without JavaScript. 150 published tools are
 * imported through the admin API on top of the 47 of the seed (197: nine pages of 24) and archived again at the end,
 * which leaves the public catalogue as it was. The other specs expect the seed alone, so this file runs in the
 * `after-main` project, after them (playwright.config.ts).
 */

const EXTRA = 150;
/** Every fifth extra tool mentions a word no other tool has: a search with two pages of answers. */
const MARKER = "quokka";
const extraTools = Array.from({ length: EXTRA }, (_, i) => {
  const n = String(i + 1).padStart(3, "0");
  const marked = (i + 1) % 5 === 0;
  const template = newTool(`paged-tool-${n}`, `Paged Tool ${n}`);
  return newTool(`paged-tool-${n}`, `Paged Tool ${n}`, {
    category: CATEGORY_SLUGS[i % CATEGORY_SLUGS.length] ?? "ai-assistants",
    position: 1000 + i,
    texts: {
      ...template.texts,
      en: {
        ...template.texts.en,
        description: `${marked ? `A ${MARKER} helper` : "A helper"} made to fill the directory's pages, number ${n}.`,
      },
    },
  });
});
const catalogue = inRecommendedOrder([
  ...SEED_CATALOGUE.tools.filter((tool) => tool.status === "published"),
  ...extraTools,
]);
const TOTAL = catalogue.length;
const PAGES = Math.ceil(TOTAL / CATALOGUE_PAGE_SIZE);
/** The names on page `n` of the directory in Recommended order. */
const namesOn = (n: number, tools = catalogue) =>
  tools.slice((n - 1) * CATALOGUE_PAGE_SIZE, n * CATALOGUE_PAGE_SIZE).map((tool) => tool.name);
const marked = catalogue.filter((tool) => tool.texts.en.description.includes(MARKER));

const cardNames = (page: Page) => page.locator("main article h2");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pages" });

let admin: CatalogueAdmin;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  admin = await signInCatalogueAdmin(browser, testInfo.project.use.baseURL ?? "", "192.0.2.230");
  expect(await admin.importTools(extraTools)).toEqual({ created: EXTRA, updated: 0, unchanged: 0 });
  // A page rendered before the import is kept CATALOGUE_CACHE_SECONDS (2 s for these tests).
  await expect
    .poll(async () => (await admin.context.request.get("/tools")).text(), { timeout: 10_000 })
    .toContain(`${TOTAL} of ${TOTAL} tools found`);
});

test.afterAll(async () => {
  // Archived, the extra tools leave every public page: the public catalogue is the seed again.
  const archived = extraTools.map((tool) => ({ ...tool, status: "archived" as const }));
  expect(await admin.importTools(archived)).toEqual({ created: 0, updated: EXTRA, unchanged: 0 });
  await admin.close();
});

test("the catalogue under test has more than a few pages", () => {
  expect(TOTAL).toBe(197);
  expect(PAGES).toBe(9);
  expect(marked.length).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Next leads to page 2, and a search sent with the form's button shows its tools and count", async ({ page }) => {
    await page.goto("/tools");
    await expect(cardNames(page)).toHaveText(namesOn(1));
    await expect(page.getByText(`${TOTAL} of ${TOTAL} tools found`)).toBeVisible();
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/tools\?page=2$/);
    await expect(cardNames(page)).toHaveText(namesOn(2));
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("2");
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/tools");

    await page.getByRole("searchbox", { name: "Search tools" }).fill(MARKER);
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${MARKER}(&|$)`));
    await expect(page.getByText(`${marked.length} of ${TOTAL} tools found`)).toBeVisible();
    await expect(cardNames(page)).toHaveText(namesOn(1, marked));
    await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(MARKER);

    // The search's own second page keeps the search.
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${MARKER}&.*page=2$`));
    await expect(cardNames(page)).toHaveText(namesOn(2, marked));
  });
});

test("Next, Previous and the page numbers change the URL and the grid in place; Back returns", async ({ page }) => {
  await page.goto("/tools");
  await expect(cardNames(page)).toHaveText(namesOn(1));
  // The pages below are the app's client navigation: the document is not loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = pagination(page);

  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/tools\?page=2$/);
  await expect(cardNames(page)).toHaveText(namesOn(2));
  await expect(nav.getByRole("link", { name: `Page 2 of ${PAGES}` })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: `Page 3 of ${PAGES}` }).click();
  await expect(page).toHaveURL(/\/tools\?page=3$/);
  await expect(cardNames(page)).toHaveText(namesOn(3));

  await nav.getByRole("link", { name: `Page ${PAGES} of ${PAGES}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tools\\?page=${PAGES}$`));
  await expect(cardNames(page)).toHaveText(namesOn(PAGES));
  await expect(nav.getByRole("link", { name: "Next" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/tools\\?page=${PAGES - 1}$`));
  await expect(cardNames(page)).toHaveText(namesOn(PAGES - 1));

  for (const back of [PAGES, 3, 2]) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/tools\\?page=${back}$`));
    await expect(cardNames(page)).toHaveText(namesOn(back));
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(cardNames(page)).toHaveText(namesOn(1));
  await page.goForward();
  await expect(cardNames(page)).toHaveText(namesOn(2));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a middle page's head: canonical to itself, previous and next pages, every language at the same page", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const response = await page.goto("/de/tools?page=2");
  expect(response?.status()).toBe(200);
  const links = await page.evaluate(() =>
    [...document.head.querySelectorAll("link[rel=canonical], link[rel=alternate], link[rel=prev], link[rel=next]")].map(
      (el) => `${el.getAttribute("rel")} ${el.getAttribute("hreflang") ?? ""} ${el.getAttribute("href")}`.trim(),
    ),
  );
  expect(links).toEqual(
    expect.arrayContaining([
      `canonical  ${origin}/de/tools?page=2`,
      `prev  ${origin}/de/tools`,
      `next  ${origin}/de/tools?page=3`,
      `alternate en ${origin}/tools?page=2`,
      `alternate ar ${origin}/ar/tools?page=2`,
      `alternate x-default ${origin}/tools?page=2`,
    ]),
  );
  // Canonical, nine languages, x-default, previous and next, and the language's two feeds.
  expect(links).toHaveLength(1 + 9 + 1 + 2 + 2);
});
