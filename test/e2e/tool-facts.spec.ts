import { readFileSync } from "node:fs";
import { emptyFacts } from "../../common/catalogue/tool-facts";
import { toolPagePath } from "../../common/site-pages";
import { signInCatalogueAdmin } from "./admin-api";
import { seriousViolations } from "./axe";
import { BROWSED_PATHS } from "./browsed-pages";
import { expect, test } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/**
 * A tool's beginner facts as a visitor meets them (docs/decisions/044): the German page of a tool with a free plan and
 * languages but no privacy facts shows the first two and no privacy section at all; the Arabic directory's "works in
 * my language" keeps the tools whose interface is in Arabic, with and without JavaScript. The tool is one the other
 * specs' page walks never visit (browsed-pages.ts), so what they check does not depend on when this spec runs.
 */
interface Locale {
  toolPage: {
    facts: {
      title: string;
      freePlan: { title: string };
      privacy: { title: string };
      languages: { title: string; yours: string };
    };
  };
  toolsPage: { inMyLanguage: string; apply: string };
}
const de = JSON.parse(readFileSync("public/locales/de/common.json", "utf8")) as Locale;
const ar = JSON.parse(readFileSync("public/locales/ar/common.json", "utf8")) as Locale;

const tool = seedTools("en").find((candidate) => !BROWSED_PATHS.includes(toolPagePath(candidate.id)));
if (!tool) throw new Error("every seed tool is on the browsed pages");
const TOOL = tool.id;

test.beforeAll(async ({ browser }, testInfo) => {
  const admin = await signInCatalogueAdmin(browser, testInfo.project.use.baseURL ?? "", "198.51.100.120");
  try {
    const { tool: current, updatedAt } = await admin.load(TOOL);
    const saved = await admin.save(
      TOOL,
      {
        ...current,
        texts: {
          ...current.texts,
          en: { ...current.texts.en, freeLimits: "About 10 images a day\nWatermark on exports" },
          de: { ...current.texts.de, freeLimits: "Etwa 10 Bilder am Tag\nWasserzeichen beim Export" },
        },
        facts: {
          ...emptyFacts(),
          freePlan: {
            cardRequired: "no",
            upgradeFrom: { amount: 10, currency: "EUR", period: "month" },
            source: "https://example.com/pricing",
            confirmedAt: null,
          },
          languages: { supported: ["en", "de", "ar"], source: "https://example.com/languages", confirmedAt: null },
        },
      },
      updatedAt,
    );
    await admin.confirmFacts(TOOL, ["freePlan"], saved.updatedAt);
  } finally {
    await admin.close();
  }
});

test("the German page shows the free plan and the languages, with their sources, and no privacy section", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/de${toolPagePath(TOOL)}`);
  const facts = page.getByRole("region", { name: de.toolPage.facts.title });
  await expect(facts).toBeVisible();
  await expect(facts.getByRole("heading", { name: de.toolPage.facts.freePlan.title })).toBeVisible();
  await expect(facts).toContainText("Etwa 10 Bilder am Tag");
  await expect(facts).toContainText("10 €");
  await expect(facts.getByRole("heading", { name: de.toolPage.facts.languages.title })).toBeVisible();
  await expect(facts).toContainText(de.toolPage.facts.languages.yours);
  await expect(facts.getByRole("heading", { name: de.toolPage.facts.privacy.title })).toHaveCount(0);
  // Each group links its source; only the confirmed one has a date.
  await expect(facts.locator('a[href="https://example.com/pricing"]')).toHaveCount(1);
  await expect(facts.locator('a[href="https://example.com/languages"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    expect(await seriousViolations(page)).toEqual([]);
  }
  expect(consoleErrors.errors).toEqual([]);
});

test("“works in my language” in Arabic keeps the tools whose interface is in Arabic", async ({ page }) => {
  const other = seedTools("en").find((candidate) => candidate.id !== TOOL);
  await page.goto("/ar/tools");
  // The unfiltered directory's first page lists another tool, which the filter then hides.
  await expect(page.getByText(other?.name ?? "", { exact: true }).first()).toBeVisible();
  await page.getByLabel(ar.toolsPage.inMyLanguage).check();
  await expect(page).toHaveURL(/[?&]language=mine/);
  await expect(page.getByText(tool.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(other?.name ?? "", { exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the Arabic directory's form asks the Worker for the tools in Arabic", async ({ page }) => {
    await page.goto("/ar/tools");
    await page.getByLabel(ar.toolsPage.inMyLanguage).check();
    await page.getByRole("button", { name: ar.toolsPage.apply }).click();
    await expect(page).toHaveURL(/[?&]language=mine/);
    await expect(page.getByText(tool.name, { exact: true }).first()).toBeVisible();
  });
});
