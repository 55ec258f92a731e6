import { expect, test, toastRegion, useNetwork, waitForApp } from "./fixtures";

const VOTER_COOKIE = "voter_id";

test("vote on /tools: the card shows 'Rated' and the new count after a reload; another visitor can still vote", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await useNetwork(page.context(), "192.0.2.1");
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/")) apiCalls.push(req.url());
  });
  await page.goto("/tools");
  await waitForApp(page);
  // Reading the ratings gives no identifier: the voter cookie comes with the first vote, not with a visit.
  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  expect(await cookieNames()).not.toContain(VOTER_COOKIE);
  const card = page.getByRole("article", { name: "Claude" });
  const stars = card.getByRole("radio", { name: /out of 5/ });
  await expect(stars).toHaveCount(5);
  // One batched stats request for the whole page, not two per card.
  expect(apiCalls.length).toBeLessThanOrEqual(2);

  const reviews = card.getByText(/\([\d,]+ ratings?\)/);
  const before = Number((await reviews.textContent())?.replace(/\D/g, ""));
  // The vote fetches a proof-of-work challenge and solves it in this browser before it is sent.
  const voteBody = page.waitForRequest(
    (req) => req.method() === "POST" && req.url().endsWith("/api/tools/claude/vote"),
  );
  await card.getByRole("radio", { name: "Rate 5 out of 5" }).click();
  const sent = JSON.parse((await voteBody).postData() ?? "{}") as {
    rating: number;
    proof?: { challenge: { parameters: { nonce: string } }; solution: { derivedKey: string } };
  };
  expect(sent.rating).toBe(5);
  expect(sent.proof?.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  expect(apiCalls.some((url) => url.endsWith("/api/tools/vote-challenge"))).toBe(true);
  await expect(toastRegion(page)).toContainText("Vote recorded!");
  await expect(card.getByText("Rated")).toBeVisible();
  expect(await cookieNames()).toContain(VOTER_COOKIE);
  await expect(card.getByRole("radio", { name: "Rate 5 out of 5" })).toBeChecked();
  await expect(card.getByRole("radio", { checked: true })).toHaveCount(1);

  await page.reload();
  await waitForApp(page);
  const again = page.getByRole("article", { name: "Claude" });
  await expect(again.getByText("Rated")).toBeVisible();
  await expect(again.getByText(`(${(before + 1).toLocaleString("en-US")} ratings)`)).toBeVisible();
  await expect(again.getByRole("radiogroup", { name: "Rate Claude" })).toBeVisible();
  await expect(again.getByRole("radio", { name: "Rate 5 out of 5" })).toBeChecked();
  await expect(again.getByRole("radio", { name: "Rate 1 out of 5" })).toHaveAttribute("aria-disabled", "true");
  // The stars are aria-disabled after voting; a click still explains why nothing happens.
  await again.getByRole("radio", { name: "Rate 1 out of 5" }).click({ force: true });
  await expect(toastRegion(page)).toContainText("You have already rated this tool.");

  // Another household: a visitor on the same network would be refused for a day (one vote per network).
  const other = await browser.newContext();
  await useNetwork(other, "192.0.2.2");
  await other.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const visitor = await other.newPage();
  await visitor.goto("/tools");
  const theirCard = visitor.getByRole("article", { name: "Claude" });
  // The stars come with the stats answer, after a cold load of 47 cards: allow for a busy test machine.
  await expect(theirCard.getByRole("radio", { name: "Rate 4 out of 5" })).toBeVisible({ timeout: 30_000 });
  await expect(theirCard.getByText("Rated")).toHaveCount(0);
  await theirCard.getByRole("radio", { name: "Rate 4 out of 5" }).click();
  await expect(toastRegion(visitor)).toContainText("Vote recorded!");
  await expect(theirCard.getByText(`(${(before + 2).toLocaleString("en-US")} ratings)`)).toBeVisible();
  await other.close();
  expect(consoleErrors.errors).toEqual([]);
});

test("the stars are one tab stop: arrows move without voting, Enter votes for the focused star", async ({ page }) => {
  await useNetwork(page.context(), "192.0.2.3");
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname.endsWith("/vote")) posts.push(req.postData() ?? "");
  });
  await page.goto("/category/meeting-notes");
  await waitForApp(page);
  const group = page.getByRole("radiogroup").first();
  const first = group.getByRole("radio", { name: "Rate 1 out of 5" });
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const third = group.getByRole("radio", { name: "Rate 3 out of 5" });
  await expect(third).toBeFocused();
  // One tooltip for the group, on the focused star.
  await expect(page.getByRole("tooltip")).toHaveText("Rate 3 out of 5");
  await expect(page.getByRole("tooltip")).toHaveCount(1);
  expect(posts).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(toastRegion(page)).toContainText("Vote recorded!");
  expect(posts.map((body) => JSON.parse(body).rating)).toEqual([3]);
  expect(JSON.parse(posts[0] ?? "{}").proof).toBeDefined();
  await expect(third).toBeChecked();
  // Tab leaves the group after one stop.
  await third.focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).not.toBe("radio");
});

test("a replayed proof and a vote without a proof are refused with their own code", async ({ page }) => {
  await useNetwork(page.context(), "192.0.2.4");
  let proof: unknown;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/vote")) proof = JSON.parse(req.postData() ?? "{}").proof;
  });
  await page.goto("/tools");
  await waitForApp(page);
  await page.getByRole("article", { name: "Gemini" }).getByRole("radio", { name: "Rate 4 out of 5" }).click();
  await expect(toastRegion(page)).toContainText("Vote recorded!");
  expect(proof).toBeDefined();
  const again = await page.request.post("/api/tools/perplexity/vote", {
    data: { rating: 1, proof },
    headers: { Origin: new URL(page.url()).origin, "CF-Connecting-IP": "192.0.2.5" },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).error.code).toBe("vote_proof_invalid");
  const without = await page.request.post("/api/tools/perplexity/vote", {
    data: { rating: 1 },
    headers: { Origin: new URL(page.url()).origin, "CF-Connecting-IP": "192.0.2.6" },
  });
  expect(without.status()).toBe(403);
  expect((await without.json()).error.code).toBe("vote_proof_invalid");
});

test("hovering a star opens one tooltip for it after the delay", async ({ page }) => {
  await page.goto("/tools");
  await waitForApp(page);
  const card = page.getByRole("article", { name: "Claude" });
  await card.getByRole("radio", { name: "Rate 2 out of 5" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Rate 2 out of 5");
  await card.getByRole("radio", { name: "Rate 4 out of 5" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Rate 4 out of 5");
  await expect(page.getByRole("tooltip")).toHaveCount(1);
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});
