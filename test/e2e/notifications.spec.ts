import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, toastRegion, waitForApp } from "./fixtures";

/** SPEC.md §9: F8 focuses the notification region, on every page, before any toast was shown. */

function regionName(lang: string): string {
  const common = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as {
    toast: { regionLabel: string };
  };
  return common.toast.regionLabel.replace("{hotkey}", "F8");
}

async function expectF8FocusesRegion(page: Page, name: string): Promise<void> {
  const region = page.getByRole("region", { name, exact: true });
  await expect(toastRegion(page)).toHaveCount(0);
  await page.keyboard.press("F8");
  await expect(region).toHaveCount(1);
  await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test("F8 moves focus into the notification region as soon as a prerendered page is hydrated, in English and Arabic", async ({
  page,
  consoleErrors,
}) => {
  // One visitor going from page to page: each load starts the app again, and the region's code with it.
  for (const [path, lang] of [
    ["/", "en"],
    ["/tools", "en"],
    ["/ar/", "ar"],
    ["/ar/tools", "ar"],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForApp(page);
      await expectF8FocusesRegion(page, regionName(lang));
    });
  }
  expect(consoleErrors.errors).toEqual([]);
});

test("/admin: F8 moves focus into the notification region on the sign-in screen", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expectF8FocusesRegion(page, regionName("en"));
});

test("F8 pressed while the region's code is still on its way focuses the region once it arrives", async ({ page }) => {
  // The region's chunk held back, as on a slow connection: the key must not be lost in the meantime.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/tools");
  await waitForApp(page);
  const region = page.getByRole("region", { name: regionName("en"), exact: true });
  await expect(region).toHaveCount(0);
  await page.keyboard.press("F8");
  release();
  await expect(region).toHaveCount(1);
  await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
