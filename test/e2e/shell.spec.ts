import { LANGUAGE_CODES } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { expect, expectNoHorizontalOverflow, test, waitForApp } from "./fixtures";

test("home loads with no console errors", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("footer")).toBeVisible();
  expect(consoleErrors.errors).toEqual([]);
});

test("dark mode is on by default, toggles, and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("false");
  await page.reload();
  await waitForApp(page);
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('/de/tools sets <html lang="de">', async ({ page, consoleErrors }) => {
  await page.goto("/de/tools");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("de");
  expect(consoleErrors.errors).toEqual([]);
});

test("an unknown path shows the not-found screen", async ({ page, consoleErrors }) => {
  const response = await page.goto("/this/page/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  expect(consoleErrors.errors).toEqual([]);
});

test("the language dropdown switches language and closes on an outside click", async ({ page }) => {
  await page.goto("/tools");
  await waitForApp(page);
  const trigger = page.getByRole("button", { name: "Choose language" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await page.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/tools$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the footer's FAQ link goes home and scrolls to #faq", async ({ page }) => {
  await page.goto("/about");
  await waitForApp(page);
  // Every scroll position the page passes through on its way.
  await page.evaluate(() => {
    const w = window as unknown as { positions: number[] };
    w.positions = [];
    window.addEventListener("scroll", () => w.positions.push(Math.round(window.scrollY)));
  });
  await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  // It ends with the FAQ at the top of the window (below the sticky header)…
  const faq = page.locator("section#faq");
  await expect.poll(() => faq.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(80);
  await expect.poll(() => faq.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  // …after gliding there: a smooth scroll passes through several positions on the way, a jump through one.
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  const final = positions.at(-1) ?? 0;
  expect(final).toBeGreaterThan(500);
  expect(new Set(positions.filter((y) => y > 0 && y < final)).size).toBeGreaterThan(2);
});

test("a visitor who scrolls while the page starts keeps their place when the app adopts it", async ({ page }) => {
  // Hold the app's scripts until the visitor has scrolled, as on a slow phone.
  let release = () => {};
  const scrolled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  // Not awaited: this suite's goto waits for the app, which waits for the scripts held above.
  const navigation = page.goto("/tools", { waitUntil: "commit" });
  await page.getByRole("contentinfo").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, 1500));
  release();
  await navigation;
  await waitForApp(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});

test("a new page opens at the top: from a category to another page, and in another language", async ({ page }) => {
  await page.goto("/category/writing-help");
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Tools", exact: true }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole("button", { name: "Choose language" }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/tools$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens and navigates", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Tools" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the header fits in every language, logo and buttons on screen", async ({ page }) => {
    for (const lang of LANGUAGE_CODES) {
      await page.goto(localizePath("/", lang));
      await waitForApp(page);
      await expectNoHorizontalOverflow(page);
      for (const control of [
        page.locator("header").getByRole("link").first(),
        page.locator("header button[aria-haspopup], header button[aria-pressed]").first(),
        page.locator('header button[aria-controls="mobile-menu"]'),
      ]) {
        const box = await control.boundingBox();
        expect(box, lang).not.toBeNull();
        expect(box?.x ?? -1, lang).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), lang).toBeLessThanOrEqual(320);
      }
    }
  });
});
