import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CATALOGUE_CACHE_SECONDS } from "../../playwright.config";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, expectNoHorizontalOverflow, test, toastRegion, waitForApp } from "./fixtures";

/**
 * Starter paths (docs/decisions/048) in real Chromium: from the Arabic home page to the paths and a path's steps on
 * a 320 px phone in dark mode, by keyboard; and the owner writing a new path in the dashboard that then shows on
 * the site (added and deleted again; no other spec reads the paths).
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "192.0.2.48" } });

type Texts = {
  hero: { ctaPaths: string };
  paths: { title: string; stepsHeading: string; guideHeading: string };
  admin: {
    paths: Record<string, string>;
    catalogue: { nav: { paths: string; label: string }; errors: Record<string, string> };
  };
};
const read = (lang: string) => JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as Texts;
const ar = read("ar");
const en = read("en");
const seed = JSON.parse(readFileSync("common/starter-paths/seed-paths.json", "utf8")) as {
  paths: { id: string; title: Record<string, string>; steps: { toolId: string; why: Record<string, string> }[] }[];
};
const [, image] = seed.paths;

test("on a 320 px phone in Arabic: home → starter paths → a path's steps in order → a step's tool page, by keyboard", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/ar/");
  await waitForApp(page);
  await page.getByRole("link", { name: ar.hero.ctaPaths }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/paths$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.paths.title);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: image?.title.ar }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/paths\/make-your-first-image$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(image?.title.ar ?? "");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const steps = page.getByRole("list", { name: ar.paths.stepsHeading }).getByRole("listitem");
  await expect(steps).toHaveCount(image?.steps.length ?? 0);
  for (const [i, step] of (image?.steps ?? []).entries()) await expect(steps.nth(i)).toContainText(step.why.ar ?? "");
  await expect(page.getByRole("complementary", { name: ar.paths.guideHeading })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await steps.first().getByRole("heading").getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/tools\/microsoft-designer$/);
  expect(consoleErrors.errors).toEqual([]);
});

async function signIn(page: Page) {
  await page.goto("/admin?view=paths");
  await waitForApp(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page
      .getByRole("navigation", { name: en.admin.catalogue.nav.label })
      .getByRole("link", { name: en.admin.catalogue.nav.paths }),
  ).toHaveAttribute("aria-current", "page");
}

const id = `e2e-path-${Date.now().toString(36)}`;

test("the owner writes a path in English and German, is told what to fix, publishes it, and it shows on the site", async ({
  page,
}) => {
  const t = en.admin.paths;
  await signIn(page);
  await expect(page.getByRole("link", { name: t.edit?.replace("{{title}}", image?.title.en ?? "") })).toBeVisible();
  await page.getByRole("link", { name: t.new }).click();

  await page.getByLabel(t.id ?? "", { exact: true }).fill(id);
  await page.getByLabel(t.status ?? "", { exact: true }).selectOption("published");
  await page.getByLabel(t.pathTitle ?? "", { exact: true }).fill("Plan a trip with AI");
  await page.getByLabel(t.summary ?? "", { exact: true }).fill("Ask for ideas, check the facts, keep the plan.");
  // The guide is chosen by its title (radios: a phone's select would cut it).
  const guides = page.getByRole("group", { name: t.guide ?? "" });
  await expect(guides.getByRole("radio", { name: t.noGuide ?? "" })).toBeChecked();
  await guides.getByRole("radio", { name: /ChatGPT/ }).check();
  const tools = page.getByLabel(t.tool ?? "", { exact: true });
  const whys = page.getByLabel(t.why ?? "", { exact: true });
  await tools.nth(0).fill("perplexity");
  await whys.nth(0).fill("Ask where to go and read the sources.");
  await tools.nth(1).fill("perplexity");
  await whys.nth(1).fill("Keep the plan.");

  // The same tool twice: told at the field, nothing saved.
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(en.admin.catalogue.errors.duplicateTool ?? "")).toBeVisible();
  await expect(tools.nth(1)).toBeFocused();
  await tools.nth(1).fill("notion-ai");

  // German title; the steps' sentences stay English there.
  await page.getByLabel(t.language ?? "", { exact: true }).selectOption("de");
  await page.getByLabel(t.pathTitle ?? "", { exact: true }).fill("Eine Reise mit KI planen");
  await page.getByRole("button", { name: t.save }).click();
  await expect(toastRegion(page)).toContainText(t.saved ?? "");
  await expect(page).toHaveURL(new RegExp(`edit=${id}`));

  const poll = { timeout: (CATALOGUE_CACHE_SECONDS + 3) * 1000, intervals: [250] };
  await expect.poll(async () => (await page.request.get(`/de/paths/${id}`)).status(), poll).toBe(200);
  const german = await (await page.request.get(`/de/paths/${id}`)).text();
  expect(german).toContain("Eine Reise mit KI planen");
  expect(german).toContain('lang="en">Ask where to go and read the sources.');
  expect(german).toContain('href="/de/blog/how-to-get-started-with-chatgpt"');

  // The editor fits a 375 px phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: t.delete }).click();
  await expect(toastRegion(page)).toContainText(t.deleted ?? "");
  await expect.poll(async () => (await page.request.get(`/paths/${id}`)).status(), poll).toBe(404);
});
