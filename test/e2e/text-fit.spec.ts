import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { LANGUAGE_CODES } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { PUBLIC_PATHS, starterPathPagePath, toolPagePath } from "../../common/site-pages";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, waitForApp } from "./fixtures";
import { findUnfitText, layoutOf } from "./text-fit";

/**
 * Every page type renders in each language (its `lang`, direction and headings), and, issue 37, no control's text
 * is cut off, in any language. Every page type, the visitor's and the owner's, in all
 * nine languages, laid out at 1280, 375 and 320 px (one load, resized) in both themes; a finding names the element,
 * its text, the page, the language and the width.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "192.0.2.57" } });

const WIDTHS = [1280, 375, 320] as const;

/** One page of each kind a visitor reaches, and both pages of the directory (every tool's card once). */
const VISITOR_PAGES = [
  ...PUBLIC_PATHS.filter((path) => !path.startsWith("/category/") && !path.startsWith("/blog/")),
  "/tools?page=2",
  "/category/ai-assistants",
  "/blog/what-is-ai-demystifying-artificial-intelligence",
  toolPagePath("chatgpt"),
  starterPathPagePath("make-your-first-image"),
  "/saved?tools=chatgpt,claude,midjourney",
  "/compare?tools=chatgpt,claude,midjourney",
  "/no-such-page",
];

/** The owner's screens (signed in). */
const OWNER_PAGES = [
  "/admin",
  "/admin?view=catalogue",
  "/admin?view=catalogue&edit=chatgpt",
  "/admin?view=catalogue&new=1",
  "/admin?view=queue",
  "/admin?view=paths",
  "/admin?view=paths&edit=make-your-first-image",
];

/**
 * The findings at each width in both themes. The theme changes colours, not sizes: the second theme is checked in
 * full only when its layout differs from the first one's (the boxes and scroll sizes of every element the check
 * looks at), which costs a fraction of a full check.
 */
async function unfitText(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    let lightLayout = "";
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      const layout = await page.evaluate(layoutOf);
      if (theme === "light") lightLayout = layout;
      else if (layout === lightLayout) continue;
      found.push(...(await page.evaluate(findUnfitText)).map((finding) => `${width} px, ${theme}: ${finding}`));
    }
  }
  return found;
}

/** A text of a language's interface by its dotted key. */
function text(lang: string, key: string): string {
  const tree: unknown = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8"));
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  if (typeof value !== "string") throw new Error(`missing ${key}`);
  return value;
}

/** The heading each page must show in the language: the same loads also check that pages render in it. */
const HEADINGS: Record<string, string> = {
  "/": "hero.title",
  "/tools": "toolsPage.title",
  "/category/ai-assistants": "categories.ai-assistants.title",
};

for (const lang of LANGUAGE_CODES) {
  test(`${lang}: every page type renders in ${lang} and its text fits its boxes at 1280, 375 and 320 px in both themes`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const findings: string[] = [];
    for (const path of VISITOR_PAGES) {
      const url = localizePath(path, lang);
      await page.goto(url);
      await waitForApp(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" || lang === "ar" ? "rtl" : "ltr");
      const heading = HEADINGS[path];
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toContainText(text(lang, heading));
      await page.evaluate(() => document.fonts.ready);
      findings.push(...(await unfitText(page)).map((finding) => `${url} at ${finding}`));
    }
    await page.goto(localizePath("/admin", lang));
    await waitForApp(page);
    findings.push(...(await unfitText(page)).map((finding) => `${lang} sign-in at ${finding}`));
    const login = await page.request.post("/api/admin/login", {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(login.status()).toBe(200);
    for (const path of OWNER_PAGES) {
      const url = localizePath(path, lang);
      await page.goto(url);
      await waitForApp(page);
      await page.locator("main h2, main h1").first().waitFor();
      findings.push(...(await unfitText(page)).map((finding) => `${url} at ${finding}`));
    }
    expect(findings).toEqual([]);
    expect(consoleErrors.errors).toEqual([]);
  });
}
