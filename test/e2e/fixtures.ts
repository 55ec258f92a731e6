import { test as base, expect, type Page } from "@playwright/test";

/** Console messages the site itself must never produce; a test fails when one appears. */
export interface ConsoleWatch {
  errors: string[];
}

/**
 * `test` with a page that records console errors and uncaught exceptions, and starts each test with a fresh
 * profile that has already answered the cookie dialog (tests about the dialog clear it themselves).
 */
export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
  consoleErrors: async ({ page }, use) => {
    const watch: ConsoleWatch = { errors: [] };
    page.on("console", (msg) => {
      // A 404 document for the not-found tests is expected; the browser reports it as a console error.
      if (msg.type() === "error" && !/status of 404/.test(msg.text())) watch.errors.push(msg.text());
    });
    page.on("pageerror", (err) => watch.errors.push(String(err)));
    await use(watch);
  },
});

/** Waits until the app has rendered past the 'Loading...' screen. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator("header")).toBeVisible();
}

export { expect };
