import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

/** Console messages the site itself must never produce; a test fails when one appears. */
export interface ConsoleWatch {
  errors: string[];
}

/**
 * `test` with a page that records console errors and uncaught exceptions. By default the visitor has already
 * answered the cookie dialog (so it does not cover what a test clicks); `test.use({ consentAnswered: false })`
 * starts with nothing stored.
 */
export const test = base.extend<{ consentAnswered: boolean; consoleErrors: ConsoleWatch }>({
  consentAnswered: [true, { option: true }],
  page: async ({ page, consentAnswered, javaScriptEnabled }, use) => {
    if (consentAnswered) {
      await page.addInitScript(() => {
        if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "declined");
      });
    }
    // Prerendered pages show their content before React takes over; a click then would reach no handler. Every
    // navigation therefore waits for hydration on pages that are the app (the unsubscribe page is not).
    const afterLoad = async <T>(result: T): Promise<T> => {
      if (javaScriptEnabled !== false && (await page.locator("#root").count())) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return result;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => afterLoad(await goto(url, options));
    page.reload = async (options) => afterLoad(await reload(options));
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const watch: ConsoleWatch = { errors: [] };
    page.on("console", (msg) => {
      // Chromium logs every 4xx answer (a 404 page, a 409 duplicate) as a console error; those are expected
      // outcomes the tests check themselves. Anything else the page logs is a failure.
      if (
        msg.type() === "error" &&
        !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
      )
        watch.errors.push(msg.text());
    });
    page.on("pageerror", (err) => watch.errors.push(String(err)));
    await use(watch);
  },
});

/**
 * Waits until the app is interactive: the header is shown and React has hydrated the prerendered HTML (the
 * content is on screen before that, but clicks before hydration would reach no handler).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** The visible toast (Radix also renders an off-screen copy for screen readers). */
export function toastRegion(page: Page) {
  return page.locator("li[data-variant]");
}

/** Fails when the page scrolls sideways (content wider than a phone screen). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Makes every request of a browser context come from its own network (the address the edge would report), so
 * the one-vote-per-tool-per-network-per-day rule treats it as another household. Tests that vote use a
 * network of their own: they share one server and would otherwise all come from 127.0.0.1.
 */
export async function useNetwork(context: BrowserContext, address: string): Promise<void> {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
}

export { expect };
