import { readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { expect, test } from "./fixtures";

const arabic = JSON.parse(readFileSync("public/locales/ar/common.json", "utf8"));

/**
 * Prerendered pages: the content is on screen before any script runs, and nothing moves while React adopts it. That
 * every public page is adopted without a mismatch or a redraw is checked on the walk through them
 * (public-pages.spec.ts).
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic tools page and an English guide show their content", async ({ page }) => {
    await page.goto("/ar/tools");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic.toolsPage.title);
    await expect(page.getByRole("heading", { name: "ChatGPT" })).toBeVisible();
    await page.goto("/blog/how-to-get-started-with-chatgpt");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ChatGPT");
    expect(await page.locator("main p").count()).toBeGreaterThan(5);
  });
});

test("hydration leaves the prerendered page as it was", async ({ browser }) => {
  const read = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/zh/");
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const snapshot = await page.evaluate(() => ({
      headings: [...document.querySelectorAll("main h1, main h2, main h3")].map((h) => h.textContent),
      links: document.querySelectorAll("main a").length,
      height: Math.round(document.querySelector("main")?.getBoundingClientRect().height ?? 0),
    }));
    await context.close();
    return snapshot;
  };
  const before = await read(false);
  const after = await read(true);
  expect(before.headings.length).toBeGreaterThan(10);
  expect(after).toEqual(before);
});

test("nothing moves while a tools page hydrates and its ratings arrive, on a phone and a desktop", async ({ page }) => {
  test.setTimeout(90_000);
  // Ratings answered late, as on a slow connection: the placeholders must hold the stars' place.
  await page.route(/\/api\/tools\/stats\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.addInitScript(() => {
    // Each shift is kept with what moved and by how much, so a failure names its cause.
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const w = window as unknown as { shifts: { value: number; at: number; moved: string[] }[] };
    w.shifts = [];
    const describe = ({ node, previousRect: a, currentRect: b }: Source) => {
      const el = node instanceof Element ? node : node?.parentElement;
      const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}` : "(gone)";
      return `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map(describe) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // English pages first: after a prefixed page the visitor's language is remembered, and an English URL then
  // moves to it (a re-render, not this test's subject).
  for (const path of ["/tools", "/category/ai-assistants", "/de/tools", "/ar/category/writing-help"]) {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator("article").first().getByRole("radio").first()).toBeVisible();
      await expect(page.getByTestId("rating-loading")).toHaveCount(0);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: object[] }).shifts);
      expect(shifts, `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});

test("every card shows its stars, also when the stats arrive while the page is being adopted", async ({ page }) => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/tools", "/category/image-creation"]) {
      await page.goto(path);
      const cards = await page.locator("article").count();
      await expect(page.getByTestId("rating-loading"), `${path} at ${viewport.width} px`).toHaveCount(0);
      await expect(page.locator("article [role=radiogroup]")).toHaveCount(cards);
    }
  }
});

test("a cold load downloads its own language only, and never the admin screen or the chart library", async ({
  page,
}) => {
  // Each language's blog posts are a chunk named after the language; the translations are JSON under /locales.
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  for (const lang of ["en", "zh", "ar", "de"] as const) {
    requested.length = 0;
    for (const path of ["/", "/tools", "/blog/how-to-get-started-with-chatgpt"]) {
      await page.goto(localizePath(path, lang));
      await page.waitForLoadState("networkidle");
    }
    const others = LANGUAGE_CODES.filter((code) => code !== lang).join("|");
    const otherLanguage = new RegExp(`^/(assets/(${others})-[\\w-]+\\.js|locales/(${others})/)`);
    expect(
      requested.filter((path) => otherLanguage.test(path)),
      lang,
    ).toEqual([]);
    expect(
      requested.filter((path) => /^\/assets\/(admin|recharts)[-.]/.test(path)),
      lang,
    ).toEqual([]);
    // The guide's own posts arrive as the language's chunk: the pattern above does match real chunk names.
    expect(
      requested.some((path) => new RegExp(`^/assets/${lang}-[\\w-]+\\.js$`).test(path)),
      lang,
    ).toBe(true);
  }
});

test("hashed assets are cached for a year as immutable; pages and API answers are not shared-cached", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.url().includes("/assets/") && res.url().endsWith(".js")) scripts.push(res.url());
  });
  const html = await page.goto("/tools");
  expect(html?.headers()["cache-control"]).toBe("private, no-cache");
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) {
    expect((await request.get(url)).headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
  }
  expect((await request.get("/api/health")).headers()["cache-control"]).toBe("no-store");
  expect((await request.get("/locales/de/common.json")).headers()["cache-control"]).toMatch(/max-age=300\b/);
});

test("every page's favicon is the brand mark as a 48-pixel PNG, cached for good (decision 033)", async ({
  page,
  request,
}) => {
  const hrefs = new Set<string>();
  for (const path of ["/", "/de/tools", "/ar/tools/chatgpt"]) {
    await page.goto(path);
    const icons = page.locator('link[rel~="icon"]');
    await expect(icons, path).toHaveCount(1);
    await expect(icons, path).toHaveAttribute("type", "image/png");
    await expect(icons, path).toHaveAttribute("sizes", "48x48");
    hrefs.add((await icons.getAttribute("href")) ?? "");
  }
  expect(hrefs.size).toBe(1);
  const [href = ""] = hrefs;
  expect(href).toMatch(/^\/assets\/favicon-[\w-]+\.png$/);
  const res = await request.get(href);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const png = await res.body();
  // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers at bytes 16 and 20.
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
});

test("files the asset server answers itself carry security headers and a CSP that allows nothing; pages keep theirs", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.url().includes("/assets/") && res.url().endsWith(".js")) scripts.push(new URL(res.url()).pathname);
  });
  const html = await page.goto("/he/tools");
  expect(html?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);
  expect(html?.headers()["content-security-policy"]).not.toContain("default-src 'none'");
  await expect(page.locator("h1").first()).toBeVisible();
  // The blog images still show under their own restrictive CSP. The Hebrew blog, not `/blog`: the language chosen
  // by the page before is stored, and an unprefixed URL then moves to it once the app starts (SPEC.md §4,
  // language), which replaces the English list and its image elements.
  await page.goto("/he/blog");
  const photo = page.locator("main img").first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const assets = [
    scripts[0] ?? "",
    "/locales/he/common.json",
    "/images/blog/what-is-ai-600.webp",
    (await page.locator('link[rel="icon"]').getAttribute("href")) ?? "",
    // A missing file (404 since decision 034) carries them too.
    "/assets/no-such-file.js",
  ];
  for (const url of assets) {
    const headers = (await request.get(url)).headers();
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["strict-transport-security"], url).toMatch(/^max-age=63072000\b/);
    expect(headers["content-security-policy"], url).toContain("default-src 'none'");
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
});

test("prerendered pages and build metadata are not reachable by URL", async ({ request }) => {
  for (const url of [
    "/.vite/manifest.json",
    "/.vite/chunk-modules.json",
    "/_pages/config.json",
    "/_pages/en/tools",
    "/_pages/en/index.html",
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test("on 1 January a visitor's page hydrates without a mismatch and its footer shows the server's year", async ({
  page,
  consoleErrors,
}) => {
  // The visitor's clock has passed New Year; the build (and the server, whose clock this does not touch) has not.
  await page.clock.install({ time: new Date("2027-01-01T00:00:05Z") });
  // The footer as the HTML brought it, taken before any script of the app has run.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { footer: Element | null }).footer = document.querySelector("footer");
    });
  });
  for (const path of ["/", "/de/blog/how-to-get-started-with-chatgpt"]) {
    const response = await page.goto(path);
    const served = /data-current-year="">(\d{4})</.exec((await response?.text()) ?? "")?.[1];
    const config = JSON.parse((await page.locator("#app-config").textContent()) ?? "{}");
    const adopted = await page.evaluate(() => {
      const before = (window as unknown as { footer: Element | null }).footer;
      return { same: before !== null && before === document.querySelector("footer"), connected: before?.isConnected };
    });
    expect(
      consoleErrors.errors.filter((text) => /418|hydrat/i.test(text)),
      path,
    ).toEqual([]);
    expect(adopted, path).toEqual({ same: true, connected: true });
    // The year is the server's now, not the build's: a page served in a new year shows it without a rebuild.
    expect(served, path).toBe(String(new Date().getUTCFullYear()));
    expect(config.year, path).toBe(Number(served));
    await expect(page.locator("footer"), path).toContainText(`© ${served}`);
  }
  expect(consoleErrors.errors).toEqual([]);
});
