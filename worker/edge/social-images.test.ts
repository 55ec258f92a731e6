import { exports } from "cloudflare:workers";
import { LANGUAGES } from "@common/i18n/languages";
import { SOCIAL_IMAGE_SIZE, toolSocialImage } from "@common/social-image";
import { describe, expect, it } from "vitest";
import { seedTools } from "../test/seed-tools";

const tools = seedTools("en");
/**
 * Tools whose pages and cards are checked here: names short and long, with a dot, a space and a capital inside.
 * The card's drawing itself is checked pixel by pixel in worker/routes/social-cards.test.ts.
 */
const SAMPLE_TOOLS = ["chatgpt", "microsoft-copilot", "leonardo-ai", "buffer-ai-assistant", "zendesk-answer-bot"];

import { imageSize } from "../test/image-size";

// Needs a build: the site's cards and the posts' pictures are rendered by `npm run build` (scripts/og-images.ts)
// into the static assets; the tools' cards are drawn by the Worker from D1 (its seed has today's tools).

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

async function fetchImage(url: string) {
  // Not following redirects: a tool card named with a fingerprint other than D1's would redirect, not answer.
  const res = await exports.default.fetch(new Request(url, { redirect: "manual" }));
  return { res, size: imageSize(new Uint8Array(await res.arrayBuffer())) };
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe("social images", () => {
  it("every page the sitemap lists names a 1200×630 og:image that answers 200 with that image", async () => {
    const sitemap = await (await exports.default.fetch(new Request("http://localhost/sitemap.xml"))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(listed.length).toBeGreaterThan(0);
    // Every page but the tool pages, which are one template filled from D1: of those, a sample of tools (in
    // every language). Each tool's card is drawn below.
    const sampled = new Set(SAMPLE_TOOLS);
    const locs = listed.filter((loc) => {
      const tool = /\/tools\/([a-z0-9-]+)$/.exec(loc)?.[1];
      return tool === undefined || sampled.has(tool);
    });

    const images = new Map<string, { type: string; width: string; height: string; page: string }>();
    for (const loc of locs) {
      const html = await (await exports.default.fetch(new Request(loc, navigate))).text();
      const url = meta(html, "og:image");
      expect(url, loc).toMatch(/^http:\/\/localhost\/(images|social)\//);
      expect(meta(html, "twitter:image"), loc).toBe(url);
      expect(meta(html, "og:image:alt"), loc).toBeTruthy();
      images.set(url ?? "", {
        type: meta(html, "og:image:type") ?? "",
        width: meta(html, "og:image:width") ?? "",
        height: meta(html, "og:image:height") ?? "",
        page: loc,
      });
    }

    for (const [url, declared] of images) {
      const { res, size } = await fetchImage(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("Content-Type"), url).toBe(declared.type);
      expect(size, url).toEqual({ type: declared.type, ...SOCIAL_IMAGE_SIZE });
      expect([declared.width, declared.height], declared.page).toEqual(["1200", "630"]);
    }
    // The site's card in each language, each blog post's own picture, and one card per tool for every language.
    expect(images.size).toBeGreaterThanOrEqual(LANGUAGES.length + SAMPLE_TOOLS.length + 2);
  }, 180_000);

  it("each page names the site's card in its own language, and a blog post its own picture", async () => {
    const home = await (await exports.default.fetch(new Request("http://localhost/he/", navigate))).text();
    expect(meta(home, "og:image")).toBe("http://localhost/images/og/site/he.png");
    const chatgpt = tools.find((t) => t.id === "chatgpt");
    if (!chatgpt) throw new Error("The seed has no chatgpt");
    const card = `http://localhost${toolSocialImage(chatgpt).path}`;
    expect(card).toMatch(/^http:\/\/localhost\/social\/tools\/chatgpt\/[0-9a-z]{7}\.png$/);
    for (const lang of ["ar", "zh"]) {
      const tool = await (
        await exports.default.fetch(new Request(`http://localhost/${lang}/tools/chatgpt`, navigate))
      ).text();
      // One card for every language: the tool's name, maker and logo need no translation.
      expect(meta(tool, "og:image"), lang).toBe(card);
      expect(meta(tool, "og:image:alt"), lang).toContain("ChatGPT");
    }
    const post = await (
      await exports.default.fetch(
        new Request("http://localhost/ar/blog/what-is-ai-demystifying-artificial-intelligence", navigate),
      )
    ).text();
    expect(meta(post, "og:image")).toBe("http://localhost/images/og/blog/what-is-ai.jpg");
    expect(meta(post, "og:image:type")).toBe("image/jpeg");
  });

  it("a tool of each kind has a 1200×630 PNG card, drawn by the Worker", async () => {
    for (const tool of tools.filter((candidate) => SAMPLE_TOOLS.includes(candidate.id))) {
      const { path } = toolSocialImage(tool);
      const { res, size } = await fetchImage(`http://localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(size, path).toEqual({ type: "image/png", width: 1200, height: 630 });
    }
  });
});
