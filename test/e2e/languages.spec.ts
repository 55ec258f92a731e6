import { readFileSync } from "node:fs";
import { expect, test, waitForApp } from "./fixtures";

const LANGS = ["en", "es", "fr", "pt", "de", "ru", "he", "zh", "ar"] as const;
type Tree = { [key: string]: string | Tree };

function common(lang: string): Tree {
  return JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as Tree;
}

function text(tree: Tree, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`missing ${key}`);
  return node;
}

const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

for (const lang of LANGS) {
  test(`${lang}: home, tools, a category and a blog post render in ${lang}`, async ({ page, consoleErrors }) => {
    const t = common(lang);
    await page.goto(`${prefix(lang)}/`);
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" || lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(text(t, "hero.title"));

    await page.goto(`${prefix(lang)}/tools`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(t, "toolsPage.title"));

    await page.goto(`${prefix(lang)}/category/voice-audio`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(t, "categories.voice-audio.title"));

    await page.goto(`${prefix(lang)}/blog/what-is-ai-demystifying-artificial-intelligence`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(text(t, "blog.backToBlog"))).toBeVisible();
    expect(consoleErrors.errors).toEqual([]);
  });
}

test("switching from /fr/tools to German lands on /de/tools and remembers the choice", async ({ page }) => {
  await page.goto("/fr/tools");
  await waitForApp(page);
  await page.getByRole("button", { name: text(common("fr"), "nav.language") }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(common("de"), "toolsPage.title"));
  // An unprefixed URL now moves to the German page, without a new history entry.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/de\/about$/);
});

test("/ar/ is right-to-left and the header's first item sits on the right", async ({ page }) => {
  await page.goto("/ar/");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo).not.toBeNull();
  expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
});
