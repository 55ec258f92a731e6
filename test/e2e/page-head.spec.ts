import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

/**
 * The document head follows client-side navigation: React renders the page's title, description, canonical,
 * hreflang and social tags (src/app/page-head.tsx) from the same values the Worker writes on a full load
 * (common/page-head.ts), so after any navigation the head is what a full load of that URL would serve.
 */

/** The head's tags this test compares, in a stable order; JSON-LD is for crawlers on a full load only. */
async function readHead(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    titles: [...document.querySelectorAll("title")].map((el) => el.textContent),
    meta: [...document.head.querySelectorAll("meta[name], meta[property]")]
      .map((el) => `${el.getAttribute("name") ?? el.getAttribute("property")}=${el.getAttribute("content")}`)
      .filter((tag) => !/^(viewport|theme-color|color-scheme)=/.test(tag))
      .sort(),
    links: [...document.head.querySelectorAll("link[rel=canonical], link[rel=alternate]")]
      .map(
        (el) =>
          `${el.getAttribute("rel")} ${el.getAttribute("hreflang") ?? el.getAttribute("type") ?? ""} ${el.getAttribute("href")}`,
      )
      .sort(),
  }));
}

const common = (lang: string) =>
  JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as {
    nav: { tools: string; language: string };
    meta: { tools: { title: string }; notFound: { title: string } };
  };

test("home → tools → German: the head equals a full load of /de/tools", async ({ page, browser }) => {
  await page.goto("/");
  await waitForApp(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: common("en").nav.tools, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page).toHaveTitle(common("en").meta.tools.title);
  await page.getByRole("button", { name: common("en").nav.language }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/tools$/);
  await expect(page).toHaveTitle(common("de").meta.tools.title);
  const navigated = await readHead(page);

  const fresh = await browser.newPage();
  await fresh.goto(new URL("/de/tools", page.url()).href);
  const loaded = await readHead(fresh);
  await fresh.close();

  expect(loaded.titles).toEqual([common("de").meta.tools.title]);
  // Canonical, nine languages and x-default, and the language's two feeds.
  expect(loaded.links).toHaveLength(13);
  expect(loaded.links).toContain(`alternate application/rss+xml ${new URL("/de/feed.xml", page.url()).href}`);
  expect(loaded.meta.some((tag) => tag.startsWith("og:locale=de_DE"))).toBe(true);
  expect(navigated).toEqual(loaded);
});

test("a blog post's head after navigating from the blog list equals its full load, in Arabic", async ({
  page,
  browser,
}) => {
  await page.goto("/ar/blog");
  await waitForApp(page);
  await page.locator('main a[href="/ar/blog/how-to-get-started-with-chatgpt"]').first().click();
  await expect(page).toHaveURL(/\/ar\/blog\/how-to-get-started-with-chatgpt$/);
  await expect(page.locator("h1")).toBeVisible();
  await expect
    .poll(async () => (await readHead(page)).meta.find((tag) => tag.startsWith("og:type=")))
    .toBe("og:type=article");
  const navigated = await readHead(page);

  const fresh = await browser.newPage();
  await fresh.goto(new URL("/ar/blog/how-to-get-started-with-chatgpt", page.url()).href);
  const loaded = await readHead(fresh);
  await fresh.close();
  expect(loaded.dir).toBe("rtl");
  expect(navigated).toEqual(loaded);
});

test("a page that does not exist, reached in the app, is marked noindex and has no canonical", async ({ page }) => {
  await page.goto("/tools");
  await waitForApp(page);
  await page.evaluate(() => {
    history.pushState(null, "", "/no-such-page");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveTitle(common("en").meta.notFound.title);
  const head = await readHead(page);
  expect(head.meta).toContain("robots=noindex, nofollow");
  expect(head.links).toEqual([]);
});

test("a page of the directory is a page of its own: canonical to itself, its previous page, every language at page 2; a search's canonical is the plain directory", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  await page.goto("/tools?page=2");
  await waitForApp(page);
  const second = await readHead(page);
  // The seed's 47 tools make two pages: page 2 is the last, with a previous page and no next.
  expect(second.links).toEqual(
    [
      `canonical  ${origin}/tools?page=2`,
      ...["ar", "de", "en", "es", "fr", "he", "pt", "ru", "zh"].map(
        (code) => `alternate ${code} ${origin}${code === "en" ? "" : `/${code}`}/tools?page=2`,
      ),
      `alternate x-default ${origin}/tools?page=2`,
      `alternate application/rss+xml ${origin}/feed.xml`,
      `alternate application/feed+json ${origin}/feed.json`,
    ].sort(),
  );
  const neighbours = await page.evaluate(() =>
    [...document.head.querySelectorAll("link[rel=prev], link[rel=next]")].map(
      (el) => `${el.getAttribute("rel")} ${el.getAttribute("href")}`,
    ),
  );
  expect(neighbours).toEqual([`prev ${origin}/tools`]);
  expect(second.meta).toContain(`og:url=${origin}/tools?page=2`);

  await page.goto("/tools?q=chat");
  await waitForApp(page);
  const searched = await readHead(page);
  expect(searched.links).toContain(`canonical  ${origin}/tools`);
  expect(searched.links).toContain(`alternate de ${origin}/de/tools`);
  expect(await page.locator("head link[rel=prev], head link[rel=next]").count()).toBe(0);
});
