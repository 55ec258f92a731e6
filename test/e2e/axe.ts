import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The rules the site is held to: WCAG 2.2 AA and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core's own build, read once per test worker and evaluated in each page that is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's serious and critical violations on the page (WCAG 2.2 AA and best practices), one line each.
 *
 * axe runs in the page itself (`axe.run`), as its own documentation shows, rather than through the Playwright
 * wrapper: the wrapper opens a blank page for every check to merge the results of each frame, which cost a
 * page of 27 checks up to two seconds each on a busy 2-core machine, and these pages have no frames to merge.
 * Evaluating the source through the DevTools protocol is not subject to the page's Content Security Policy.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] };
  const violations = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe
        .run(document, runOptions)
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(" ")),
          })),
        ),
    options,
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(", ")}`);
}
