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
  await expect(region).toHaveCount(1);
  await expect(toastRegion(page)).toHaveCount(0);
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await page.keyboard.press("F8");
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

for (const [path, lang] of [
  ["/", "en"],
  ["/tools", "en"],
  ["/ar/", "ar"],
  ["/ar/tools", "ar"],
] as const) {
  test(`${path}: F8 moves focus into the notification region as soon as the prerendered page is hydrated`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const name = regionName(lang);
    // The region is part of the prerendered HTML, so hydration adopts it rather than adding it.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`role="region" aria-label="${name}"`);

    await page.goto(path);
    await waitForApp(page);
    await expectF8FocusesRegion(page, name);
    expect(consoleErrors.errors).toEqual([]);
  });
}

test("/admin: F8 moves focus into the notification region on the sign-in screen", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expectF8FocusesRegion(page, regionName("en"));
});
