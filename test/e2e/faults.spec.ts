import { expect, test, toastRegion, waitForApp } from "./fixtures";

/** The page keeps working when the API or a code chunk fails: messages from SPEC.md §8, never a blank screen. */

test("stats failing (503): the tools page still lists every tool, and a vote shows the error toast", async ({
  page,
}) => {
  const unavailable = {
    status: 503,
    contentType: "application/json",
    body: JSON.stringify({
      error: { code: "service_unavailable", message: "The service is temporarily unavailable." },
    }),
  };
  await page.route("**/api/tools/stats", (route) => route.fulfill(unavailable));
  await page.route("**/api/tools/*/vote", (route) => route.fulfill(unavailable));
  await page.goto("/tools");
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("article").count()).toBeGreaterThan(40);
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
