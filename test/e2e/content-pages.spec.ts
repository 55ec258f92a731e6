import { expect, test, waitForApp } from "./fixtures";

test("blog list, a post, 'Back to Blog', and an unknown slug", async ({ page, consoleErrors }) => {
  await page.goto("/blog");
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools Blog");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(2);
  // One, two, then three columns as the window widens.
  const columns = () =>
    page.locator("main ul").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  for (const [width, count] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect(await columns(), `${width} px`).toBe(count);
  }
  await expect(page.locator('a[href="/blog/how-to-get-started-with-chatgpt"]')).toBeVisible();
  await expect(page.locator('a[href="/blog/what-is-ai-demystifying-artificial-intelligence"]')).toBeVisible();

  await page.locator('a[href="/blog/how-to-get-started-with-chatgpt"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ChatGPT");
  await expect(page.getByText("Published on January 14, 2025")).toBeVisible();
  await expect(page.getByText("5 min read")).toBeVisible();
  expect(await page.locator("main h2").count()).toBeGreaterThan(2);
  const hero = page.locator("main article img").first();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  expect(consoleErrors.errors).toEqual([]);
});

test("about, contact, terms and privacy show their content", async ({ page, consoleErrors }) => {
  await page.goto("/about");
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About AI Tools Guide");
  await expect(page.getByRole("heading", { name: "Affiliate disclosure" })).toBeVisible();

  await page.goto("/contact");
  const mail = page.locator('a[href^="mailto:"]');
  await expect(mail).toHaveCount(1);
  expect(await mail.getAttribute("href")).toContain("@");
  await expect(page.locator("main li")).toHaveCount(5);

  await page.goto("/terms");
  await expect(page.getByText(/^Effective date: January 14, 2025$/)).toBeVisible();
  await expect(page.locator("main h2")).toHaveCount(9);
  await expect(page.locator("main li")).toHaveCount(3);

  await page.goto("/privacy");
  await expect(page.locator("main h2")).toHaveCount(10);
  await expect(page.getByRole("heading", { level: 2, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Suggestions and problem reports" })).toBeVisible();
  await expect(page.getByText(/never stored/)).toBeVisible();
  expect(consoleErrors.errors).toEqual([]);
});

// Every page fits a 375 and a 320 px phone in every language: text-fit.spec.ts.
