import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, expectNoHorizontalOverflow, test, useNetwork, waitForApp } from "./fixtures";

// Visits are recorded only for real browsers, so this suite presents an ordinary desktop Chrome.
test.use({
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

/** A word no tool has, different on every run so the dashboard shows this run's search. */
const NONSENSE = `zqxv${Date.now().toString(36)}`;

async function signIn(page: Page) {
  await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
  await page.goto("/admin");
  await waitForApp(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
}

const list = (page: Page, title: string) => page.getByRole("heading", { name: title, exact: true }).locator("..");

test("a 'Try Now' click and a search nobody answered reach the dashboard, and today's figures show a rise", async ({
  page,
  context,
  consoleErrors,
}) => {
  // A network of its own: page views, clicks and searches are rate-limited per network, and every other spec
  // comes from 127.0.0.1.
  await useNetwork(context, "192.0.2.220");
  // The tool's own site is outside this machine: the new tab gets a stand-in page.
  await context.route("https://chatgpt.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>ok" }));

  // A home-page view today, so the chart has a day to draw.
  await page.goto("/");
  await page.goto("/tools");
  await waitForApp(page);
  const card = page.getByRole("article", { name: "ChatGPT" });
  const click = page.waitForRequest((req) => req.url().endsWith("/api/clicks") && req.method() === "POST");
  const popup = page.waitForEvent("popup");
  await card.getByRole("link", { name: "Try Now" }).click();
  const tab = await popup;
  await expect(tab).toHaveURL("https://chatgpt.com/");
  expect((await click).postDataJSON()).toEqual({ toolId: "chatgpt", page: "/tools" });
  await tab.close();

  // Typing alone reports nothing; the pause does, once.
  const searches: unknown[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/searches")) searches.push(req.postDataJSON());
  });
  const search = page.getByRole("searchbox", { name: "Search tools" });
  await search.pressSequentially(NONSENSE, { delay: 30 });
  await expect(page.getByText("No tools found", { exact: true })).toBeVisible();
  await expect.poll(() => searches, { timeout: 5_000 }).toEqual([{ term: NONSENSE, language: "en", results: 0 }]);

  await signIn(page);
  // Today against yesterday: the e2e state is new today, so yesterday had nothing and today's visits are a rise.
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(list(page, "Top Tools by Clicks")).toContainText("ChatGPT");
  await expect(list(page, "Searches with No Results")).toContainText(NONSENSE);
  await expect(list(page, "Top Searches")).toContainText(NONSENSE);
  const visits = page.getByText("Total Visits", { exact: true }).locator("..");
  await expect(visits).toContainText("Up (previous day: 0)");
  await expect(visits).toContainText("New");
  const clicks = page.getByText("Clicks to Tool Sites", { exact: true }).locator("..");
  await expect(clicks).not.toContainText("–");
  expect(Number((await clicks.locator("div").first().textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await expect(page.getByText("Visitors in the last 5 minutes").locator("..")).not.toContainText("–");
  await expect(list(page, "Top Languages")).toContainText("English");
  await expect(list(page, "Devices")).toContainText("Desktop");
  await expect(list(page, "Entry Pages")).not.toContainText("Loading...");

  // The previous period as a second line, on request.
  await page.getByRole("checkbox", { name: "Compare with previous period" }).check();
  await expect(page.getByRole("listitem").filter({ hasText: "Views, previous period" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  expect(consoleErrors.errors).toEqual([]);
});

test("the dashboard with its new figures passes axe in dark and light mode", async ({ page, context }) => {
  await useNetwork(context, "192.0.2.221");
  await page.goto("/");
  await signIn(page);
  await page.getByRole("button", { name: "Last 7 days" }).click();
  for (const dark of ["true", "false"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.reload();
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(list(page, "Top Languages")).not.toContainText("Loading...");
    await expect(page.getByText("Loading...")).toHaveCount(0);
    expect(await seriousViolations(page), `dark=${dark}`).toEqual([]);
  }
});

test("in Arabic on a 375 px phone the dashboard reads right to left and never scrolls sideways", async ({
  page,
  context,
}) => {
  await useNetwork(context, "192.0.2.222");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await signIn(page);
  await page.goto("/ar/admin");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "آخر 7 أيام" }).click();
  await expect(page.getByRole("heading", { name: "الأدوات الأكثر نقرًا" })).toBeVisible();
  await expect(page.getByText("جارٍ التحميل...")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
});
