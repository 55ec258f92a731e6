import { expect, test } from "./fixtures";

/**
 * The cookie notice appears a second after load (SPEC.md §4); on a phone it must not become the largest
 * contentful paint, which is what a visitor's "the page is there" moment is measured by: the page's own
 * content stays the largest element.
 */
test.use({ consentAnswered: false, viewport: { width: 412, height: 823 } });

for (const path of ["/tools", "/category/ai-assistants", "/de/tools", "/ru/category/ai-assistants", "/ar/tools"]) {
  test(`${path}: the consent dialog is not the largest contentful paint on a phone`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { largest: Element[] };
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          if (entry.element) w.largest.push(entry.element);
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole("dialog")).toBeVisible();
    // Two frames after the dialog has painted, so its paint has been reported if it were the largest.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const last = await page.evaluate(() => {
      const { largest } = window as unknown as { largest: Element[] };
      const element = largest.at(-1);
      return {
        count: largest.length,
        inDialog: Boolean(element?.closest("dialog")),
        inMain: Boolean(element?.closest("main")),
      };
    });
    expect(last.count).toBeGreaterThan(0);
    expect(last.inDialog).toBe(false);
    expect(last.inMain).toBe(true);
  });
}
