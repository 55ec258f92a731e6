import { seriousViolations } from "./axe";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, useNetwork, waitForApp } from "./fixtures";

/**
 * axe on the states a walk through the public pages does not reach (that walk is public-pages.spec.ts): the rating
 * skeletons, the admin screen, and the tools page used with the keyboard alone.
 */
test("the rating skeletons shown while the stats load pass axe in both themes", async ({ page }) => {
  // The stats are held back until axe has run, so every card shows its loading skeleton.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page asks for its own tools' stats (`/api/tools/stats?ids=…`).
  await page.route(/\/api\/tools\/stats\?/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  for (const dark of ["true", "false"]) {
    await page.goto("/tools");
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.reload();
    await expect(page.getByTestId("rating-loading").first()).toBeVisible();
    // Every animation held at its middle (a pulse at half opacity): the worst moment, every time.
    await page.addStyleTag({
      content: "*, *::before, *::after { animation-delay: -1s !important; animation-play-state: paused !important; }",
    });
    expect(await seriousViolations(page), `dark=${dark}`).toEqual([]);
  }
  release();
});

test("/admin signed out, signed in and with the chart's tooltip shown, in both themes: no serious or critical axe violation", async ({
  page,
}) => {
  // A home-page view today, so the chart has a line whose tooltip can be shown.
  await page.goto("/");
  await page.goto("/admin");
  await waitForApp(page);
  await expect(page.getByLabel("Username")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
  // recharts styles its tooltip inline; it once showed light text on its white box in dark mode.
  for (const dark of ["true", "false"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.reload();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await page.locator(".recharts-surface").first().hover();
    await expect(page.locator(".recharts-tooltip-label")).toBeVisible();
    expect(await seriousViolations(page), `dark=${dark}`).toEqual([]);
  }
});

test("the tools page can be used with the keyboard alone: search, filter, open a tool, rate it", async ({ page }) => {
  // A network of its own (a network counts one vote per tool a day), and a tool no other spec rates: the rating
  // spec counts Claude's reviews while this file runs beside it.
  await useNetwork(page.context(), "192.0.2.4");
  await page.goto("/tools");
  await waitForApp(page);
  // Skip link first, then into the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  const search = page
    .getByRole("searchbox")
    .or(page.getByLabel(/search/i))
    .first();
  await search.focus();
  await page.keyboard.type("Suno");
  await expect(page.getByRole("heading", { name: "Suno", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ChatGPT", exact: true })).toBeHidden();
  // Tab onward until the stars of the remaining card have focus (one tab stop), arrow to the fourth, vote with Enter.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => document.activeElement?.getAttribute("role") === "radio");
  }
  expect(reached).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Rate 4 out of 5");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("radio", { name: "Rate 4 out of 5", checked: true })).toBeVisible();
  await expect(page.locator("main article").getByText("Rated", { exact: true })).toBeVisible();
});

test("headings follow the page outline: no level is skipped, and a card's heading is one below its section's", async ({
  page,
}) => {
  for (const path of ["/", "/tools", "/category/ai-assistants", "/zh/tools"]) {
    await page.goto(path);
    const outline = await page.evaluate(() => {
      const headings = [...document.querySelectorAll("main :is(h1, h2, h3, h4, h5, h6)")];
      const level = (h: Element) => Number(h.tagName[1]);
      const skips = headings
        .map((h, i) => ({ h, before: i === 0 ? 0 : level(headings[i - 1] as Element) }))
        .filter(({ h, before }) => level(h) > before + 1)
        .map(({ h, before }) => `h${before} → ${h.tagName.toLowerCase()} "${h.textContent}"`);
      // Each card's name against the nearest heading before the card (outside it), each section title against the name.
      const cards = [...document.querySelectorAll("main article")].map((card) => {
        // Headings of the page itself (not of other cards) that come before this card.
        const outside = headings.filter(
          (h) => !h.closest("article") && h.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const section = outside.at(-1);
        const name = card.querySelector(`#${CSS.escape(card.getAttribute("aria-labelledby") ?? "")}`);
        const inner = [...card.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter((h) => h !== name);
        return {
          name: name ? level(name) - (section ? level(section) : 0) : -1,
          inner: [...new Set(inner.map((h) => level(h) - (name ? level(name) : 0)))],
        };
      });
      return { skips, cards };
    });
    expect(outline.skips, path).toEqual([]);
    for (const card of outline.cards) expect(card, path).toEqual({ name: 1, inner: [1] });
    if (path !== "/") expect(outline.cards.length, path).toBeGreaterThan(0);
  }
});
