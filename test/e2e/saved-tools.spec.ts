import { readFileSync } from "node:fs";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/**
 * Saved tools without an account (docs/decisions/047): saved in German on tool pages and cards, kept across a reload,
 * shared as a link that opens the same list in another browser, and two of them compared side by side.
 */
const de = JSON.parse(readFileSync("public/locales/de/common.json", "utf8")) as {
  saved: { save: string; saved: string; title: string; share: string; saveAll: string };
  compare: { title: string; action: string; choose: string };
  toolsPage: { pricingLabel: string };
};
const [first, second, third] = seedTools("de");

test("save three tools in German, reload, share the list into a fresh browser, compare two", async ({
  page,
  browser,
  context,
  consoleErrors,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Two from their pages, one from its card in the directory.
  for (const tool of [first, second]) {
    await page.goto(`/de/tools/${tool?.id}`);
    await page.getByRole("button", { name: `${de.saved.save} ${tool?.name}` }).click();
    await expect(page.getByRole("button", { name: `${de.saved.saved} ${tool?.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await page.goto("/de/tools");
  await page.getByRole("button", { name: `${de.saved.save} ${third?.name}`, exact: true }).click();

  await page.goto("/de/saved");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.saved.title);
  for (const tool of [first, second, third]) {
    await expect(page.getByRole("heading", { name: tool?.name, exact: true })).toBeVisible();
  }

  // The share link opens the same three tools for someone else, who can save them all.
  await page.getByRole("button", { name: de.saved.share }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain("/de/saved?tools=");
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await other.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const visitor = await other.newPage();
  await visitor.goto(link);
  for (const tool of [first, second, third]) {
    await expect(visitor.getByRole("heading", { name: tool?.name, exact: true })).toBeVisible();
  }
  await visitor.getByRole("button", { name: de.saved.saveAll }).click();
  expect(await visitor.evaluate(() => localStorage.getItem("savedTools"))).toBe(
    [first, second, third].map((tool) => tool?.id).join(","),
  );
  await other.close();

  // Compare two: the table names both and says each one's price, in German.
  await page.getByRole("checkbox", { name: first?.name }).check();
  await page.getByRole("checkbox", { name: second?.name }).check();
  await page.getByRole("button", { name: de.compare.action, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/compare\?tools=/);
  const table = page.getByRole("table");
  await expect(table.locator("thead th")).toHaveText([first?.name ?? "", second?.name ?? ""]);
  await expect(table.getByRole("cell", { name: de.toolsPage.pricingLabel })).toHaveCount(0);
  await expect(table.locator("tbody th").first()).toHaveText(de.toolsPage.pricingLabel);
  // Chosen by a visitor: never indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Three side by side fit a 320 px phone in light mode too: each criterion's row above its values.
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/de/compare?tools=${[first, second, third].map((tool) => tool?.id).join(",")}`);
  await expect(page.getByRole("table").locator("thead th")).toHaveCount(3);
  await expectNoHorizontalOverflow(page);
  expect(consoleErrors.errors).toEqual([]);
});

test("once the Saved page has shown the list online, it opens offline with the saved tools, also one saved since", async ({
  page,
  context,
}) => {
  const [, , , fourth] = seedTools("de");
  await page.goto("/de/tools");
  for (const tool of [first, second]) {
    await page.getByRole("button", { name: `${de.saved.save} ${tool?.name}`, exact: true }).click();
  }
  await page.goto("/de/saved");
  for (const tool of [first, second]) {
    await expect(page.getByRole("heading", { name: tool?.name, exact: true })).toBeVisible();
  }
  // The worker is in place for the Saved page only, and has kept what the page loaded.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/de/saved");
        const kept = await caches.open("saved-offline-v1").then((cache) => cache.keys());
        return Boolean(registration?.active) && kept.some((request) => new URL(request.url).pathname === "/de/saved");
      }),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration("/de/tools").then((r) => r?.scope ?? null)),
  ).toBeNull();

  // A tool saved on another page later, while online, is kept for the list too.
  await page.goto(`/de/tools/${fourth?.id}`);
  await page.getByRole("button", { name: `${de.saved.save} ${fourth?.name}` }).click();
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const kept = await caches.open("saved-offline-v1").then((cache) => cache.keys());
        return kept.some((request) => request.url.includes("/api/catalogue/selection") && request.url.includes(id));
      }, fourth?.id ?? ""),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/de/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.saved.title);
  for (const tool of [first, second, fourth]) {
    await expect(page.getByRole("heading", { name: tool?.name, exact: true })).toBeVisible();
  }
  await context.setOffline(false);
});
