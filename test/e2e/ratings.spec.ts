import { expect, test, toastRegion, waitForApp } from "./fixtures";

test("vote on /tools: the card shows 'Rated' and the new count after a reload; another visitor can still vote", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/")) apiCalls.push(req.url());
  });
  await page.goto("/tools");
  await waitForApp(page);
  const card = page.getByRole("article", { name: "Claude" });
  const stars = card.getByRole("button", { name: /out of 5/ });
  await expect(stars).toHaveCount(5);
  // One batched stats request for the whole page, not two per card.
  expect(apiCalls.length).toBeLessThanOrEqual(2);

  const reviews = card.getByText(/\([\d,]+ reviews?\)/);
  const before = Number((await reviews.textContent())?.replace(/\D/g, ""));
  await card.getByRole("button", { name: "Rate 5 out of 5" }).click();
  await expect(toastRegion(page)).toContainText("Vote recorded!");
  await expect(card.getByText("Rated")).toBeVisible();

  await page.reload();
  await waitForApp(page);
  const again = page.getByRole("article", { name: "Claude" });
  await expect(again.getByText("Rated")).toBeVisible();
  await expect(again.getByText(`(${(before + 1).toLocaleString("en-US")} reviews)`)).toBeVisible();
  // The stars are aria-disabled after voting; a click still explains why nothing happens.
  await again.getByRole("button", { name: "Rate 1 out of 5" }).click({ force: true });
  await expect(toastRegion(page)).toContainText("You have already rated this tool.");

  const other = await browser.newContext();
  await other.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const visitor = await other.newPage();
  await visitor.goto("/tools");
  const theirCard = visitor.getByRole("article", { name: "Claude" });
  await expect(theirCard.getByRole("button", { name: "Rate 4 out of 5" })).toBeVisible();
  await expect(theirCard.getByText("Rated")).toHaveCount(0);
  await theirCard.getByRole("button", { name: "Rate 4 out of 5" }).click();
  await expect(toastRegion(visitor)).toContainText("Vote recorded!");
  await expect(theirCard.getByText(`(${(before + 2).toLocaleString("en-US")} reviews)`)).toBeVisible();
  await other.close();
  expect(consoleErrors.errors).toEqual([]);
});

test("the stars are reachable and usable with the keyboard", async ({ page }) => {
  await page.goto("/category/meeting-notes");
  await waitForApp(page);
  const star = page.getByRole("button", { name: "Rate 3 out of 5" }).first();
  await star.focus();
  await expect(star).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastRegion(page)).toContainText("Vote recorded!");
});
