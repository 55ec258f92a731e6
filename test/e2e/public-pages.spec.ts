import { localizePath } from "../../common/i18n/localized-path";
import { seriousViolations } from "./axe";
import { WALKED_PATHS } from "./browsed-pages";
import { expect, test, waitForApp } from "./fixtures";

/**
 * One walk through every public page (of the tool and category pages, a sample: browsed-pages.ts) per language and
 * theme, and on each page what must hold of every page once the app runs:
 * - hydration adopts every prerendered element instead of redrawing it, without a mismatch or a console error;
 * - axe finds no serious or critical violation (WCAG 2.2 AA and best practices), in Arabic (right to left) in the
 *   default dark mode and in Chinese in light mode: both themes (contrast), each with a non-Latin script. The
 *   English walk checks hydration only: axe's rules look at the same elements in every language, and English's
 *   language, direction, headings and console are checked on every page type by the fit test.
 * Chinese starts in light mode, the other starting state the prerendered (dark-default) page must adopt.
 */
// Three walks of about forty seconds each: both workers take them, instead of one taking the file.
test.describe.configure({ mode: "parallel" });

for (const [lang, theme, axe] of [
  ["en", "dark", false],
  ["ar", "dark", true],
  ["zh", "light", true],
] as const) {
  test(`${lang}, ${theme} mode: every public page is adopted by hydration without an error${axe ? " and passes axe" : ""}`, async ({
    page,
    consoleErrors,
  }) => {
    // 17 pages, axe on each (the directory has 24 cards): a minute or more on a busy 2-core machine.
    test.setTimeout(360_000);
    await page.addInitScript((dark) => localStorage.setItem("darkMode", dark), String(theme === "dark"));
    // The page's elements as parsed, before any script of the app has run. The rating placeholders are meant to
    // give way to the stars once the stats arrive.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { prerendered: Element[] }).prerendered = [
          ...document.querySelectorAll("#root *"),
        ].filter((el) => !el.closest('[data-testid="rating-loading"]'));
      });
    });
    const found: string[] = [];
    for (const path of WALKED_PATHS) {
      await page.goto(localizePath(path, lang));
      await waitForApp(page);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const { total, replaced } = await page.evaluate(() => {
        const nodes = (window as unknown as { prerendered: Element[] }).prerendered;
        return {
          total: nodes.length,
          replaced: nodes.filter((el) => !el.isConnected).map((el) => el.outerHTML.slice(0, 80)),
        };
      });
      expect(total, path).toBeGreaterThan(50);
      expect(replaced, path).toEqual([]);
      // The stars replace the rating skeletons a few cards per task, and a tool page fills its similar tools
      // after the app starts; axe must not read either mid-change (the skeletons have their own test).
      await expect(page.getByTestId("rating-loading")).toHaveCount(0);
      await expect(page.locator('ol[aria-busy="true"]')).toHaveCount(0);
      if (axe) for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
    expect(consoleErrors.errors).toEqual([]);
  });
}
