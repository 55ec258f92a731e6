import type { Page } from "@playwright/test";
import { CONFIRM_SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from "../../common/api/newsletter-fields";
import { LANGUAGE_CODES } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { PUBLIC_PATHS, starterPathPagePath, toolPagePath } from "../../common/site-pages";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, waitForApp } from "./fixtures";
import { localeText } from "./locale-text";
import { findUnfitText, layoutOf } from "./text-fit";

/**
 * Every page type renders in each language (its `lang`, direction and headings), and, issue 37, no control's text
 * is cut off, in any language. Every page type, the visitor's and the owner's, in all
 * nine languages, laid out at 1280, 375 and 320 px (one load, resized) in both themes; a finding names the element,
 * its text, the page, the language and the width.
 */
// Nine tests of about twenty seconds each: both workers take them, instead of one taking the file.
test.describe.configure({ mode: "parallel" });

const WIDTHS = [1280, 375, 320] as const;

/**
 * One page of each kind a visitor reaches, and both pages of the directory (every tool's card once), in an order
 * where each page but the last three is linked from the one before it (see `open`).
 */
const VISITOR_PAGES = [
  "/",
  "/category/ai-assistants",
  toolPagePath("chatgpt"),
  "/tools",
  "/tools?page=2",
  "/blog",
  "/blog/what-is-ai-demystifying-artificial-intelligence",
  "/paths",
  starterPathPagePath("make-your-first-image"),
  ...PUBLIC_PATHS.filter(
    (path) => !["/", "/tools", "/blog", "/paths"].includes(path) && !/^\/(category|blog|paths)\//.test(path),
  ),
  "/saved?tools=chatgpt,claude,midjourney",
  "/compare?tools=chatgpt,claude,midjourney",
  "/no-such-page",
];

/**
 * The pages the Worker writes itself (no app): the newsletter's confirmation and unsubscribe pages, here for a link
 * whose token is unknown. The answers to the forms sent without JavaScript are the same template.
 */
const WORKER_PAGES = [
  `${CONFIRM_SUBSCRIPTION_PATH}?token=${"a".repeat(43)}`,
  `${UNSUBSCRIBE_PATH}?token=${"a".repeat(43)}`,
];

/** The owner's screens (signed in). */
const OWNER_PAGES = [
  "/admin",
  "/admin?view=catalogue",
  "/admin?view=catalogue&edit=chatgpt",
  "/admin?view=queue",
  "/admin?view=paths",
  "/admin?view=paths&edit=make-your-first-image",
];

/** The in-page checks (text-fit.ts), put on every page the test opens so each width costs one round trip. */
interface TextFit {
  find: () => string[];
  layout: () => string;
}
test.beforeEach(async ({ page }) => {
  await page.addInitScript({
    content: `window.textFit = { find: ${findUnfitText.toString()}, layout: ${layoutOf.toString()} };`,
  });
});

/**
 * The findings at each width in both themes. The theme changes colours, not sizes: the second theme is checked in
 * full only when its layout differs from the first one's (the boxes and scroll sizes of every element), which costs
 * a fraction of a full check.
 */
async function unfitText(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const findings = await page.evaluate(async (shown) => {
      const fit = (window as unknown as { textFit: TextFit }).textFit;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.documentElement;
      root.classList.toggle("dark", false);
      const light = fit.layout();
      const out = fit.find().map((finding) => `${shown} px, light: ${finding}`);
      root.classList.toggle("dark", true);
      if (fit.layout() !== light) out.push(...fit.find().map((finding) => `${shown} px, dark: ${finding}`));
      return out;
    }, width);
    found.push(...findings);
  }
  return found;
}

/**
 * Goes to `url` the way a visitor moves on: by the page's own link to it when there is one (the app renders the next
 * page in place, half the work of a full load), else (or when `load` is asked) by loading it. Either way the page is
 * then complete: the app has hydrated, the ratings and similar tools have arrived, the fonts are in.
 */
async function open(page: Page, url: string, { load = false } = {}): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const link = page.locator(`a[href="${url}"]:visible`).first();
  if (!load && page.url() !== "about:blank" && (await link.count())) {
    await link.click();
    await page.waitForURL((current) => `${current.pathname}${current.search}` === url);
  } else {
    await page.goto(url);
  }
  await waitForApp(page);
  await page.locator("main h1, main h2").first().waitFor();
  await expect(page.getByTestId("rating-loading")).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The heading each page must show in the language: the same loads also check that pages render in it. */
const HEADINGS: Record<string, string> = {
  "/": "hero.title",
  "/tools": "toolsPage.title",
  "/category/ai-assistants": "categories.ai-assistants.title",
};

for (const [index, lang] of LANGUAGE_CODES.entries()) {
  test.describe(lang, () => {
    // A network of its own per language: the owner's sign-in counts against its network's limit.
    test.use({ extraHTTPHeaders: { "CF-Connecting-IP": `198.18.${37 + index}.7` }, locale: lang });
    test(`${lang}: every page type renders in ${lang} and its text fits its boxes at 1280, 375 and 320 px in both themes`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const findings: string[] = [];
      for (const path of VISITOR_PAGES) {
        const url = localizePath(path, lang);
        await open(page, url);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" || lang === "ar" ? "rtl" : "ltr");
        const heading = HEADINGS[path];
        if (heading) await expect(page.getByRole("heading", { level: 1 })).toContainText(localeText(lang, heading));
        findings.push(...(await unfitText(page)).map((finding) => `${url} at ${finding}`));
      }
      // The Worker's own pages, in the language the browser asks for (the test's locale).
      for (const path of WORKER_PAGES) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        findings.push(...(await unfitText(page)).map((finding) => `${lang} ${path} at ${finding}`));
      }
      await page.goto(localizePath("/admin", lang));
      await waitForApp(page);
      findings.push(...(await unfitText(page)).map((finding) => `${lang} sign-in at ${finding}`));
      const login = await page.request.post("/api/admin/login", {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(login.status()).toBe(200);
      for (const [index, path] of OWNER_PAGES.entries()) {
        const url = localizePath(path, lang);
        // The first is loaded: the app learns of the new session from the server.
        await open(page, url, { load: index === 0 });
        findings.push(...(await unfitText(page)).map((finding) => `${url} at ${finding}`));
      }
      expect(findings).toEqual([]);
      expect(consoleErrors.errors).toEqual([]);
    });
  });
}
