import { readFileSync } from "node:fs";
import { expect, expectNoHorizontalOverflow, test, toastRegion, useNetwork, waitForApp } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/** A tool's own page: reached from every card, leading to the directory by tag, voted on, in both directions. */
const arabic = JSON.parse(readFileSync("public/locales/ar/common.json", "utf8"));

test("card → tool page → tag → the directory filtered by that tag → Back to the tool page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/tools");
  await waitForApp(page);
  await page.getByRole("article", { name: "ChatGPT" }).getByRole("link", { name: "ChatGPT" }).click();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ChatGPT");
  // The head follows the client-side navigation.
  await expect(page).toHaveTitle("ChatGPT: Everyday questions, writing, and brainstorming");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tools\/chatgpt$/);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "AI Assistants", "ChatGPT"]);
  await expect(breadcrumb.getByRole("link", { name: "ChatGPT" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Back to all tools" })).toHaveAttribute("href", "/tools");
  const tryNow = page.getByRole("link", { name: "Try Now", description: "Try ChatGPT (opens in a new tab)" });
  await expect(tryNow).toHaveAttribute("target", "_blank");
  await expect(tryNow).toHaveAttribute("rel", "noopener noreferrer");

  await page.getByRole("link", { name: "Writing", exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?tag=writing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools Directory");
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ChatGPT");
  expect(consoleErrors.errors).toEqual([]);
});

test("the home banner and a category page link each tool's name to its page; 'Try Now' stays external", async ({
  page,
}) => {
  // The banner's four: the catalogue's first featured tools for beginners (difficulty Beginner or not set).
  const beginners = seedTools("en")
    .filter((tool) => tool.featured && (tool.difficulty ?? "Beginner") === "Beginner")
    .slice(0, 4);
  const third = beginners[2];
  if (!third) throw new Error("The seed catalogue has fewer than four featured beginner tools");
  await page.goto("/");
  await waitForApp(page);
  const banner = page.locator("section", { has: page.locator("#beginner-tools-heading") });
  await expect(banner.locator('li a[href^="/tools/"]')).toHaveText(beginners.map((tool) => tool.name));
  const named = banner.getByRole("link", { name: third.name, exact: true });
  await expect(named).toHaveAttribute("href", `/tools/${third.id}`);
  await named.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.name);

  await page.goto("/de/category/meeting-notes");
  await waitForApp(page);
  const card = page.locator("article").first();
  const name = (await card.getByRole("heading").first().textContent()) ?? "";
  const link = card.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", /^\/de\/tools\/[a-z0-9-]+$/);
  // The name is one link, reached by keyboard like any other.
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(/\/de\/tools\//);
});

test("a vote on a tool page shows in its five-bar distribution of visitor ratings", async ({ page }) => {
  // A network of its own, and a tool no other browser test votes on.
  await useNetwork(page.context(), "192.0.2.60");
  await page.goto("/tools/murf-ai");
  await waitForApp(page);
  const distribution = page.getByRole("list", { name: "Visitor ratings" });
  const row = (stars: number) => distribution.locator(`li[data-star="${stars}"]`);
  await expect(distribution).not.toHaveAttribute("aria-busy", "true");
  await expect(distribution.getByRole("listitem")).toHaveCount(5);
  await expect(row(4)).toHaveText(/4 stars\s*0 ratings/);

  await page.getByRole("radiogroup", { name: "Rate Murf AI" }).getByRole("radio", { name: "Rate 4 out of 5" }).click();
  await expect(toastRegion(page)).toContainText("Vote recorded!");
  await expect(row(4)).toHaveText(/4 stars\s*1 rating$/);
  await expect(row(5)).toHaveText(/5 stars\s*0 ratings/);
  // The bar of the only star voted for fills the row.
  await expect(row(4).locator(".rating-bar-fill")).toHaveAttribute("style", /inline-size: 100%/);
  await expect(
    page.getByRole("radiogroup", { name: "Rate Murf AI" }).getByRole("radio", { checked: true }),
  ).toHaveCount(1);

  // The same vote as on the cards: the directory shows it voted.
  await page.goto("/tools");
  await waitForApp(page);
  await expect(page.getByRole("article", { name: "Murf AI" }).getByText("Rated")).toBeVisible();
});

test("an unknown tool is the not-found screen, answered 404 and kept out of search engines", async ({ page }) => {
  const res = await page.goto("/tools/no-such-tool");
  expect(res?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  // Rendered from scratch, not adopted: each head tag once (the Worker's copies make way for React's).
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the Arabic tool page reads right to left with no sideways scroll at 375 or 320 px", async ({ page }) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/ar/tools/chatgpt");
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ChatGPT");
    await expect(page.getByRole("navigation", { name: arabic.toolPage.breadcrumbLabel })).toBeVisible();
    await expect(page.getByRole("heading", { name: arabic.toolPage.similarTitle })).toBeVisible();
    await expect(page.getByTestId("rating-loading")).toHaveCount(0);
    // The header's logo gives way at 320 px, so neither it nor the page's content pushes the page wide.
    await expectNoHorizontalOverflow(page);
    const main = await page.locator("main").evaluate((el) => ({ scroll: el.scrollWidth, width: el.clientWidth }));
    expect(main.scroll, `main at ${width} px`).toBeLessThanOrEqual(main.width);
    // Right to left: the logo tile stands to the right of the name.
    const logo = await page.locator(".tool-logo-lg").boundingBox();
    const name = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect((logo?.x ?? 0) > (name?.x ?? 0)).toBe(true);
  }
});

test("examples are set in italics only in scripts that have italics (not Chinese, Arabic or Hebrew)", async ({
  page,
}) => {
  for (const [lang, style] of [
    ["", "italic"],
    ["/ru", "italic"],
    ["/zh", "normal"],
    ["/ar", "normal"],
    ["/he", "normal"],
  ] as const) {
    await page.goto(`${lang}/tools/chatgpt`);
    const example = page.locator("blockquote.tool-page-example");
    await expect(example, lang).toHaveCSS("font-style", style);
    await page.goto(`${lang}/tools`);
    const cardExample = page.locator("article").first().locator("p.italic");
    await expect(cardExample, lang).toHaveCSS("font-style", style);
  }
});
