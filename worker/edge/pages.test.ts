import { exports } from "cloudflare:workers";
import { LANGUAGE_CODES } from "@common/i18n/languages";
import { PUBLIC_PATHS } from "@common/site-pages";
import { describe, expect, it } from "vitest";
import { seedTools } from "../test/seed-tools";

/** The seed's starter paths (migration 0019), each a page of the sitemap. */
const SEED_PATHS = 3;

const tools = seedTools("en");

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

async function page(path: string) {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, navigate));
  return { res, html: await res.text() };
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("page head at the edge (no JavaScript)", () => {
  it("/es/tools carries the Spanish head, canonical, ten hreflang links, lang and the inlined translations", async () => {
    const { res, html } = await page("/es/tools");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="es"[^>]*dir="ltr"/);
    const title = attr(html, /<title>([^<]*)<\/title>/);
    expect(title).toBeTruthy();
    expect(title).not.toContain("AI Tools Directory –");
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    expect(description?.length).toBeGreaterThan(30);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe("http://localhost/es/tools");
    const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(hreflangs.map((m) => m[1])).toEqual(["en", "es", "fr", "pt", "de", "ru", "he", "zh", "ar", "x-default"]);
    expect(Object.fromEntries(hreflangs.map((m) => [m[1], m[2]]))).toMatchObject({
      en: "http://localhost/tools",
      es: "http://localhost/es/tools",
      ar: "http://localhost/ar/tools",
      "x-default": "http://localhost/tools",
    });
    const inlined = attr(html, /<script type="application\/json" id="i18n-resources">(.*?)<\/script>/s);
    const resources = JSON.parse(inlined ?? "{}");
    expect(resources.lng).toBe("es");
    expect(resources.resources.common.toolsPage.title).toBeTruthy();
    // The tools' text comes with the page's data from D1, not as a translation set.
    expect(Object.keys(resources.resources)).toEqual(["common"]);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain('<meta property="og:image" content="http://localhost/images/og/site/es.png"');
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('"@type":"ItemList"');
  });

  it("the English home page has its own title, a WebSite JSON-LD and lists itself among the alternates", async () => {
    const { html } = await page("/");
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain("AI Tools Guide");
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost/"');
    expect(html).toContain('<link rel="canonical" href="http://localhost/"');
  });

  it("category pages get their category in the title and an ItemList of the tools they show", async () => {
    const { res, html } = await page("/category/automate-tasks");
    expect(res.status).toBe(200);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain("Automate Tasks");
    // Recommended, the page's first view, shows the category's first two.
    expect(html).toContain('"name":"Zapier"');
    expect(html).toContain('"name":"Make"');
    expect(html).not.toContain('"name":"Power Automate"');
    expect((await page("/category/automate-tasks?filter=all")).html).toContain('"name":"Power Automate"');
  });

  it("blog posts get their title, an article image and Article JSON-LD", async () => {
    const { res, html } = await page("/blog/how-to-get-started-with-chatgpt");
    expect(res.status).toBe(200);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(/ChatGPT/);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"datePublished":"2025-01-14"');
  });

  it("unknown pages, categories and posts are 404 and noindex; /admin is noindex but 200", async () => {
    for (const path of ["/nope", "/category/nope", "/blog/nope", "/de/nope", "/tools/nope", "/ar/tools/nope"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, path).not.toContain('rel="canonical"');
    }
    const admin = await page("/admin");
    expect(admin.res.status).toBe(200);
    expect(admin.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(admin.res.headers.get("X-Robots-Tag")).toContain("noindex");
  });
});

describe("sitemap and robots", () => {
  it("/sitemap.xml lists every public page in every language with alternates", async () => {
    const res = await exports.default.fetch(new Request("http://localhost/sitemap.xml"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // 22 pages of SPEC.md §2, the pages to suggest a tool and of the starter paths, the seed's three starter paths
    // and one page per published tool of the catalogue in D1, in nine languages.
    expect(PUBLIC_PATHS).toHaveLength(24);
    expect(locs).toHaveLength((PUBLIC_PATHS.length + SEED_PATHS + tools.length) * LANGUAGE_CODES.length);
    expect(locs).toContain("http://localhost/");
    expect(locs).toContain("http://localhost/zh/category/social-media");
    expect(locs).toContain("http://localhost/ar/blog/what-is-ai-demystifying-artificial-intelligence");
    expect(locs.some((l) => l?.includes("/admin"))).toBe(false);
    expect(locs).toContain("http://localhost/tools/chatgpt");
    expect(locs).toContain("http://localhost/he/tools/midjourney");
    for (const tool of tools) {
      for (const lang of LANGUAGE_CODES) {
        expect(locs, `${lang} ${tool.id}`).toContain(
          `http://localhost${lang === "en" ? "" : `/${lang}`}/tools/${tool.id}`,
        );
      }
    }
    // Each tool page lists its nine languages and x-default as alternates.
    const entry = /<url><loc>http:\/\/localhost\/de\/tools\/claude<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      ...LANGUAGE_CODES.map((lang) => `${lang} http://localhost${lang === "en" ? "" : `/${lang}`}/tools/claude`),
      "x-default http://localhost/tools/claude",
    ]);
    expect((xml.match(/hreflang="x-default"/g) ?? []).length).toBe(
      (PUBLIC_PATHS.length + SEED_PATHS + tools.length) * LANGUAGE_CODES.length,
    );
  });

  it("/robots.txt points at the sitemap and keeps /admin and /api out", async () => {
    const res = await exports.default.fetch(new Request("http://localhost/robots.txt"));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });
});
