import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { localizePath } from "../../common/i18n/localized-path";
import { ROUTES } from "../../common/routes";
import { PUBLIC_PATHS, starterPathPagePath, toolPagePath } from "../../common/site-pages";
import { JS_BUDGET_GZIP_BYTES } from "../../scripts/js-budget";
import { expect, test } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/**
 * The JavaScript budget of record: what a browser fetches on a cold load of each kind of public page in English,
 * and in Arabic of each kind that loads a script of the language's own (the guides, `showsPosts` in the route
 * table). A page's other scripts are the same in every language (translations are JSON): on the 13 kinds, Arabic
 * fetched the same bytes as English but on the two that show guides, 1 KB more. Each page opens in a fresh context (nothing cached, the
 * cookie dialog not yet answered, as for a first visit), every script response is kept until the page is idle
 * (network idle, then SETTLE_MS for what starts late: the cookie dialog opens after a second), and the bodies are
 * gzipped here, so the figure does not depend on how the server compresses them. The build's check
 * (scripts/check-js-budget.ts) counts the start-up chunks alone.
 */
const SETTLE_MS = 1500;
/** Cold loads run side by side. */
const PARALLEL_LOADS = 5;

/** One page of each public route kind: the route table's pattern with its first listed value, a tool and a starter path of the seed. */
const PUBLIC_ROUTES = ROUTES.filter((route) => route.public);
const pageOf = (route: (typeof PUBLIC_ROUTES)[number]): string => {
  if (route.kind === "tool") return toolPagePath(seedTools("en")[0]?.id ?? "chatgpt");
  if (route.kind === "starter-path") return starterPathPagePath("make-your-first-image");
  if (!route.pattern.includes(":")) return route.pattern;
  const prefix = route.pattern.split(":")[0] ?? route.pattern;
  const path = PUBLIC_PATHS.find((candidate) => candidate.startsWith(prefix));
  if (!path) throw new Error(`No public page of ${route.pattern}`);
  return path;
};
/** The pages measured in each language. */
const PAGES = {
  en: PUBLIC_ROUTES.map(pageOf),
  ar: PUBLIC_ROUTES.filter((route) => route.showsPosts).map(pageOf),
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: ${lang === "en" ? "every public page's" : "each page with its own guides:"} cold load fetches at most ${JS_BUDGET_GZIP_BYTES / 1024} KB of JavaScript (gzip)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const report: string[] = [];
    const over: string[] = [];
    /** The scripts a cold load of `url` fetches, each gzipped here. */
    const coldLoad = async (url: string) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      const scripts: Promise<{ name: string; bytes: number }>[] = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(
          response.body().then((body) => ({ name: new URL(response.url()).pathname, bytes: gzipSync(body).length })),
        );
      };
      page.on("response", onResponse);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState("networkidle");
      // Every body is read before the context closes: no response counted after this point is left reading.
      page.off("response", onResponse);
      const fetched = await Promise.all(scripts);
      await context.close();
      return fetched;
    };
    // A few pages at a time, each in its own context: their quiet waits overlap instead of adding up.
    const urls = PAGES[lang].map((path) => localizePath(path, lang));
    for (let i = 0; i < urls.length; i += PARALLEL_LOADS) {
      const batch = urls.slice(i, i + PARALLEL_LOADS);
      const loads = await Promise.all(batch.map(coldLoad));
      for (const [index, fetched] of loads.entries()) {
        const url = batch[index] ?? "";
        expect(fetched.length, url).toBeGreaterThan(3);
        const total = fetched.reduce((sum, script) => sum + script.bytes, 0);
        report.push(`${url.padEnd(48)} ${kb(total).padStart(9)} in ${fetched.length} scripts`);
        if (total > JS_BUDGET_GZIP_BYTES) {
          const chunks = fetched.sort((x, y) => y.bytes - x.bytes).map((s) => `${s.name} ${kb(s.bytes)}`);
          over.push(`${url}: ${kb(total)}, over by ${kb(total - JS_BUDGET_GZIP_BYTES)}: ${chunks.join(", ")}`);
        }
      }
    }
    console.info(`JavaScript fetched by a cold load (gzip), ${lang}:\n  ${report.join("\n  ")}`);
    expect(over).toEqual([]);
  });
}
