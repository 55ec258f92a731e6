import { readFileSync } from "node:fs";
import { expect, test, waitForApp } from "./fixtures";

// The basic walk (list → post → 'Back to Blog', unknown slug, 375 px) is in content-pages.spec.ts; these
// tests cover the images, the rendered body and right-to-left languages.

const SLUGS = ["how-to-get-started-with-chatgpt", "what-is-ai-demystifying-artificial-intelligence"];

function heText(key: string): string {
  let node: unknown = JSON.parse(readFileSync("public/locales/he/common.json", "utf8"));
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`missing he ${key}`);
  return node;
}

test("blog cards: 600 px images that load, only the first one eager, titles linking to the posts", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/blog");
  await waitForApp(page);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(2);
  for (const [i, slug] of SLUGS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${slug}`);
    const img = card.locator("img");
    await expect(img).toHaveAttribute("src", /-600\.webp$/);
    await expect(img).toHaveAttribute("width", "600");
    await expect(img).toHaveAttribute("height", "315");
    await expect(img).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
    expect(await img.getAttribute("alt")).toBeTruthy();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(600);
  }
  expect(consoleErrors.errors).toEqual([]);
});

test("a post: full-size hero image with high priority, and a body of headings, lists and bold text", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/blog/${SLUGS[0]}`);
  await waitForApp(page);
  const hero = page.locator("main article img").first();
  await expect(hero).toHaveAttribute("src", "/images/blog/chatgpt-getting-started.webp");
  await expect(hero).toHaveAttribute("width", "1200");
  await expect(hero).toHaveAttribute("height", "630");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  expect(await hero.getAttribute("loading")).not.toBe("lazy");
  await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  const body = page.locator("main article");
  await expect(body.getByRole("heading", { level: 2, name: /Create an account/ })).toBeVisible();
  expect(await body.locator("ol > li").count()).toBeGreaterThanOrEqual(3);
  expect(await body.locator("ul > li").count()).toBeGreaterThanOrEqual(2);
  await expect(body.locator("strong", { hasText: "Sign up" })).toBeVisible();
  // The markdown markers never show as text.
  expect(await body.textContent()).not.toMatch(/\*\*|## /);
  expect(consoleErrors.errors).toEqual([]);
});

test("Hebrew: the posts under /he, the back arrow is mirrored, and an unknown slug says so", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/he/blog");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heText("blog.title"));
  await expect(page.locator("main article")).toHaveCount(2);
  await page.locator(`main a[href="/he/blog/${SLUGS[1]}"]`).click();

  await expect(page).toHaveURL(new RegExp(`/he/blog/${SLUGS[1]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const back = page.getByRole("link", { name: heText("blog.backToBlog") });
  await expect(back).toHaveAttribute("href", "/he/blog");
  const arrowTransform = await back.locator("svg.rtl-flip").evaluate((el) => getComputedStyle(el).transform);
  expect(arrowTransform).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  await back.click();
  await expect(page).toHaveURL(/\/he\/blog$/);

  await page.goto("/he/blog/no-such-post");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heText("blog.postNotFound"));
  await expect(page.getByRole("link", { name: heText("blog.backToBlog") })).toHaveAttribute("href", "/he/blog");
  expect(consoleErrors.errors).toEqual([]);
});

// A Hebrew guide fits a phone: text-fit.spec.ts checks every page type in every language at 375 and 320 px.
