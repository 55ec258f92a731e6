import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { CATALOGUE_PAGE_SIZE } from "../../common/catalogue/pages";
import { expect, test, waitForApp } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/** The catalogue the test Worker starts with, in Recommended order (the Worker answers every listing). */
const tools = seedTools("en");

const english = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as {
  categories: Record<string, { description: string }>;
};

/** The texts inside `box` that the browser cuts after three lines. */
function clampedTexts(box: Locator): Promise<(string | null)[]> {
  return box.evaluate((el) =>
    [...el.querySelectorAll("*")]
      .filter((child) => {
        const style = getComputedStyle(child);
        return style.webkitLineClamp === "3" && style.overflow === "hidden";
      })
      .map((child) => child.textContent),
  );
}

test.describe("home page", () => {
  test("shows the hero, 13 categories, four beginner tools, the FAQ and the newsletter form", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const categoryLinks = page.locator('a[href^="/category/"]');
    await expect(categoryLinks).toHaveCount(13);
    const card = categoryLinks.first();
    expect((await card.boundingBox())?.height).toBe(200);
    // The description is cut after three lines, whatever its length.
    const slug = (await card.getAttribute("href"))?.split("/").pop() ?? "";
    expect(await clampedTexts(card)).toEqual([english.categories[slug]?.description]);

    const banner = page.locator("section", { has: page.locator("#beginner-tools-heading") });
    const external = banner.locator('a[target="_blank"]');
    await expect(external).toHaveCount(4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }

    const faq = page.locator("section#faq");
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(10);
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "false");

    await expect(page.locator('form input[type="email"]')).toHaveCount(1);
    await expect(page.locator('form button[type="submit"]')).toHaveCount(1);
    expect(consoleErrors.errors).toEqual([]);
  });

  test("categories use 1, 2 and 3 columns by width", async ({ page }) => {
    const columns = async () =>
      page
        .locator("#categories-heading ~ ul")
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(3);
  });
});

test.describe("category page", () => {
  test("filters: Recommended shows two tools in two columns, the others three columns", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/category/ai-assistants");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Assistants");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    const filters = page.getByRole("group", { name: "Filter tools" }).getByRole("button");
    await expect(filters).toHaveText(["Recommended", "All Tools", "Free Only", "Beginner", "Advanced"]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");

    const grid = page.locator("[data-columns]");
    const columnCount = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    await expect(page.locator("article")).toHaveCount(2);
    expect(await columnCount()).toBe(2);

    await filters.nth(1).click();
    // The filter is in the URL and the Worker answers it: wait for the list to follow.
    await expect(page).toHaveURL(/\/category\/ai-assistants\?filter=all$/);
    await expect(filters.nth(1)).toHaveAttribute("aria-pressed", "true");
    const all = tools.filter((tool) => tool.category === "ai-assistants");
    expect(all.length).toBeGreaterThanOrEqual(3);
    await expect(page.locator("article h2")).toHaveText(all.map((tool) => tool.name));
    expect(await columnCount()).toBe(3);
    const card = page.locator("article").first();
    expect((await card.boundingBox())?.height).toBe(340);
    const name = await card.getByRole("heading", { level: 2 }).textContent();
    const shown = tools.find((tool) => tool.name === name);
    // The description is cut after three lines; the logo's text sits on the tool's own coloured tile.
    expect(await clampedTexts(card)).toEqual([shown?.description]);
    const tile = card.locator(".tool-logo");
    await expect(tile).toHaveText(shown?.logoText ?? "");
    expect(await tile.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
      /^(rgba\(0, 0, 0, 0\)|transparent)$/,
    );
    expect(consoleErrors.errors).toEqual([]);
  });

  test("Free Only shows only free tools, or the empty state", async ({ page }) => {
    await page.goto("/category/image-creation");
    await waitForApp(page);
    await page.getByRole("button", { name: "Free Only" }).click();
    await expect(page).toHaveURL(/\/category\/image-creation\?filter=free$/);
    const free = tools.filter((tool) => tool.category === "image-creation" && tool.pricing === "free");
    if (free.length === 0) {
      await expect(page.getByText("No tools found")).toBeVisible();
      await expect(page.locator("article")).toHaveCount(0);
    } else {
      await expect(page.locator("article h2")).toHaveText(free.map((tool) => tool.name));
      for (const card of await page.locator("article").all()) await expect(card).toContainText("Free");
    }
  });

  test("an unknown category shows 'Loading...'", async ({ page }) => {
    await page.goto("/category/no-such-category");
    await expect(page.getByRole("status")).toContainText("Loading...");
  });
});

test.describe("tools directory", () => {
  test("lists the catalogue and filters by search, category and pricing", async ({ page, consoleErrors }) => {
    await page.goto("/tools");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools Directory");
    const count = page.getByText(/^\d+ of \d+ tools found$/);
    const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBe(tools.length);
    // A page of the directory: the first 24 of the catalogue, and links to the rest.
    await expect(page.locator("article h2")).toHaveText(tools.slice(0, CATALOGUE_PAGE_SIZE).map((tool) => tool.name));
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/tools?page=2",
    );

    await page.getByRole("searchbox", { name: "Search tools" }).fill("chatgpt");
    await expect(page.getByText(`1 of ${total} tools found`)).toBeVisible();
    await expect(page.locator("article h2")).toHaveText(["ChatGPT"]);
    const tryNow = page.locator("article").getByRole("link", { name: "Try Now" });
    await expect(tryNow).toHaveAccessibleDescription("Try ChatGPT (opens in a new tab)");
    await expect(tryNow).toHaveAttribute("target", "_blank");
    await expect(tryNow).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("searchbox", { name: "Search tools" }).fill("");
    await expect(page.locator("article")).toHaveCount(CATALOGUE_PAGE_SIZE);
    await expect(page.getByText(`${total} of ${total} tools found`)).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("social-media");
    // The filters live in the URL: wait for the list to follow it rather than counting at once.
    const social = tools.filter((tool) => tool.category === "social-media").length;
    expect(social).toBeGreaterThanOrEqual(3);
    await expect(page.locator("article")).toHaveCount(social);
    await page.getByRole("combobox", { name: "Pricing" }).selectOption("free");
    await page.getByRole("searchbox", { name: "Search tools" }).fill("zzzz-nothing");
    await expect(page.getByText("No tools found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    expect(consoleErrors.errors).toEqual([]);
  });

  // Each distinct SVG image is a document the browser builds on the main thread while the page starts: 245 ms
  // at 4× CPU on this page when its stars, new-tab arrows and logo were SVG images (docs/decisions/031).
  for (const dark of [false, true]) {
    test(`draws its stars, new-tab arrows and logo without an SVG image (${dark ? "dark" : "light"})`, async ({
      page,
    }) => {
      await page.addInitScript((on) => localStorage.setItem("darkMode", String(on)), dark);
      const svgImages = () =>
        page.evaluate(() => {
          const found: string[] = [];
          for (const element of document.querySelectorAll("*")) {
            const source =
              element instanceof HTMLImageElement
                ? element.currentSrc || element.src
                : element.getAttribute("data") || element.getAttribute("src") || "";
            if (/\.svg\b|image\/svg/.test(source)) found.push(`${element.tagName}: ${source.slice(0, 60)}`);
            for (const pseudo of [null, "::before", "::after"]) {
              const style = getComputedStyle(element, pseudo);
              const painted = [style.backgroundImage, style.maskImage, style.borderImageSource, style.listStyleImage];
              for (const value of [...painted, style.content, style.cursor]) {
                if (/svg/.test(value)) found.push(`${element.tagName}${pseudo ?? ""}: ${value.slice(0, 60)}`);
              }
            }
          }
          return found;
        });
      for (const path of ["/", "/tools/chatgpt", "/tools"]) {
        await page.goto(path);
        await waitForApp(page);
        // After the stats: the stars that replace the loading placeholders are drawn too.
        await expect(page.getByTestId("rating-loading")).toHaveCount(0);
        expect(await svgImages(), path).toEqual([]);
      }

      // The shapes are there and coloured: a star is ten points filled amber or, empty, the outline of one in the
      // theme's slate (twenty points and the even-odd rule); the arrow is nine points.
      const themeColour = (token: string, property: "backgroundColor" | "fill") =>
        page.evaluate(
          ([name, prop]) => {
            const probe = document.createElement("span");
            probe.style[prop] = `var(--color-${name})`;
            document.body.append(probe);
            const value = getComputedStyle(probe)[prop];
            probe.remove();
            return value;
          },
          [token, property] as const,
        );
      const shape = (clipPath: string) => {
        const points = clipPath.match(/-?[\d.]+% -?[\d.]+%/g) ?? [];
        return `${clipPath.startsWith("polygon(evenodd") ? "evenodd " : ""}${new Set(points).size} points`;
      };
      const claude = page.getByRole("article", { name: "Claude" });
      const star = (n: number) =>
        claude.locator(`[data-star="${n}"]`).evaluate((el) => {
          const style = getComputedStyle(el, "::before");
          return [style.backgroundColor, style.clipPath];
        });
      await claude.locator('[data-star="1"]').hover();
      await expect.poll(async () => (await star(1))[0]).toBe(await themeColour("amber-400", "backgroundColor"));
      const [filledColour, filledShape] = await star(1);
      expect([filledColour, shape(filledShape ?? "")]).toEqual([
        await themeColour("amber-400", "backgroundColor"),
        "10 points",
      ]);
      const [emptyColour, emptyShape] = await star(5);
      expect([emptyColour, shape(emptyShape ?? "")]).toEqual([
        await themeColour(dark ? "slate-500" : "slate-400", "backgroundColor"),
        "evenodd 20 points",
      ]);
      const tryNow = claude.getByRole("link", { name: "Try Now" });
      expect(shape(await tryNow.evaluate((el) => getComputedStyle(el, "::after").clipPath))).toBe("9 points");

      // The logo: a drawing hidden from assistive technology inside the home link, its name in the theme's colour.
      const home = page.getByRole("banner").getByRole("link", { name: "AI Tools Guide, home page" });
      await expect(home.locator("svg")).toHaveAttribute("aria-hidden", "true");
      const logoName = home.locator("svg text");
      await expect(logoName).toHaveText("AI Tools Guide");
      expect(await logoName.evaluate((el) => getComputedStyle(el).fill)).toBe(
        await themeColour(dark ? "slate-50" : "slate-900", "fill"),
      );
    });
  }
});

test.describe("cookie consent", () => {
  test.use({ consentAnswered: false });

  test("appears after a second for a new visitor; Accept stores the choice", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 3000 });
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
    await page.reload();
    await waitForApp(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("is modal: keyboard focus stays inside it and the page behind cannot be clicked", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 3000 });
    // Tab cycles through the dialog's controls (and, natively, the browser's own UI); never the page behind.
    const visited = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((d) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return d.contains(active) ? `dialog:${active.textContent || active.getAttribute("aria-label")}` : "page";
      });
      expect(where).not.toBe("page");
      visited.add(where);
    }
    expect(visited.size).toBeGreaterThanOrEqual(4);
    // A click where the header's Tools link is lands on the backdrop: it closes the dialog, nothing else.
    const box = await page.getByRole("banner").getByRole("link", { name: "Tools" }).first().boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBeNull();
  });

  test("closing without a choice brings it back on the next visit", async ({ page }) => {
    await page.goto("/tools");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 3000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBeNull();
    await page.reload();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 3000 });
  });
});

// The home page, the directory and a category fit a 375 and a 320 px phone in every language: text-fit.spec.ts.
