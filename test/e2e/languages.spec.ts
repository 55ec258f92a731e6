import { expect, test, waitForApp } from "./fixtures";
import { localeText } from "./locale-text";

// Every page type renders in every language: text-fit.spec.ts checks that on the same loads as the fit.

test("switching from /fr/tools to German lands on /de/tools and remembers the choice", async ({ page }) => {
  await page.goto("/fr/tools");
  await waitForApp(page);
  await page.getByRole("button", { name: localeText("fr", "nav.language") }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeText("de", "toolsPage.title"));
  // An unprefixed URL now moves to the German page, without a new history entry.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/de\/about$/);
});

test("/ar/ is right-to-left and the header's first item sits on the right", async ({ page }) => {
  await page.goto("/ar/");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo).not.toBeNull();
  expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
});
