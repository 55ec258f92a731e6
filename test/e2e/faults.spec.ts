import { readFileSync } from "node:fs";
import { CATALOGUE_PAGE_SIZE } from "../../common/catalogue/pages";
import { expect, test, toastRegion, waitForApp } from "./fixtures";

/** The page keeps working when the API or a code chunk fails: messages from SPEC.md §8, never a blank screen. */

const frenchToolsTitle = (
  JSON.parse(readFileSync("public/locales/fr/common.json", "utf8")) as { toolsPage: { title: string } }
).toolsPage.title;

test("stats failing (503): the tools page still lists its tools, and a vote shows the error toast", async ({
  page,
}) => {
  const unavailable = {
    status: 503,
    contentType: "application/json",
    body: JSON.stringify({
      error: { code: "service_unavailable", message: "The service is temporarily unavailable." },
    }),
  };
  // The stats are asked for by the ids a page shows (`/api/tools/stats?ids=…`).
  await page.route(/\/api\/tools\/stats\?/, (route) => route.fulfill(unavailable));
  await page.route("**/api/tools/*/vote", (route) => route.fulfill(unavailable));
  await page.goto("/tools");
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article")).toHaveCount(CATALOGUE_PAGE_SIZE);
  const card = page.getByRole("article", { name: "ChatGPT" });
  await card.getByRole("radio", { name: "Rate 5 out of 5" }).click();
  await expect(toastRegion(page)).toContainText("Error");
  await expect(toastRegion(page)).toContainText("Failed to record your vote. Please try again.");
});

test("a page's code failing to load shows the translated error screen with a way home", async ({ page }) => {
  await page.goto("/de/");
  await waitForApp(page);
  await page.route(/\/assets\/blog-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Da ist etwas schiefgelaufen");
  const home = alert.getByRole("link", { name: "Zur Startseite" });
  await expect(home).toHaveAttribute("href", "/de/");
  await page.unroute(/\/assets\/blog-[\w-]+\.js$/);
  await home.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a translation set failing twice (503) is retried after about 350 ms and 700 ms, then the page switches language", async ({
  page,
}) => {
  // The waits are measured in the page, from an answer to the next request, so the time the test harness
  // takes to pass requests and answers along does not count.
  await page.addInitScript(() => {
    const reads: { start: number; end: number; failed: boolean }[] = [];
    // The waits the page asks its timers for while a read of the French set has failed and the next has
    // not started: on a busy machine a timer fires late, but what was asked for does not change.
    const asked: number[] = [];
    Object.assign(window, { translationReads: reads, retryWaitsAsked: asked });
    const setTimeoutOriginal = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      const last = reads.at(-1);
      if (last?.failed && typeof timeout === "number") asked.push(timeout);
      return setTimeoutOriginal(handler, timeout, ...rest);
    }) as typeof window.setTimeout;
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (!String(input).includes("/locales/fr/common.json")) return fetchOriginal(input, init);
      const read = { start: performance.now(), end: 0, failed: false };
      reads.push(read);
      try {
        const response = await fetchOriginal(input, init);
        read.failed = !response.ok;
        return response;
      } catch (error) {
        read.failed = true;
        throw error;
      } finally {
        read.end = performance.now();
      }
    };
  });
  let answered = 0;
  await page.route("**/locales/fr/common.json", async (route) => {
    answered++;
    if (answered <= 2) await route.fulfill({ status: 503, body: "unavailable" });
    else await route.continue();
  });
  await page.goto("/tools");
  await waitForApp(page);
  await page.getByRole("button", { name: /Choose language/ }).click();
  await page.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchToolsTitle);

  const { reads, asked } = await page.evaluate(() => {
    const page = window as unknown as { translationReads: { start: number; end: number }[]; retryWaitsAsked: number[] };
    return { reads: page.translationReads, asked: page.retryWaitsAsked };
  });
  expect(reads).toHaveLength(3);
  // The retry schedule: 350 ms after the first failure, then 700 ms after the second.
  expect(asked.filter((ms) => ms === 350 || ms === 700)).toEqual([350, 700]);
  // And the reads really waited that long: timers only ever fire late, never early. How late depends on the
  // machine, so there is no upper bound here; the exact waits are checked in src/lib/i18n/i18n.test.ts.
  const waits = reads.slice(1).map((read, i) => read.start - (reads[i]?.end ?? 0));
  expect(waits[0]).toBeGreaterThanOrEqual(345);
  expect(waits[1]).toBeGreaterThanOrEqual(695);
});
