import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { LANGUAGE_CODES } from "@common/i18n/languages";
import { PUBLIC_PATHS } from "@common/site-pages";
import { afterEach, describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, seoRoutes } from "./seo";

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

afterEach(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE catalogue_tools SET status = 'published'"),
    env.DB.prepare("UPDATE starter_paths SET status = 'published'"),
  ]);
});

describe("the sitemap from the catalogue in D1", () => {
  it("lists published tools and starter paths only, in every language", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE catalogue_tools SET status = 'archived' WHERE id = 'runway'"),
      env.DB.prepare("UPDATE catalogue_tools SET status = 'draft' WHERE id = 'suno'"),
      env.DB.prepare("UPDATE starter_paths SET status = 'draft' WHERE id = 'take-notes-in-meetings'"),
    ]);
    const xml = await (await exports.default.fetch(new Request("http://localhost/sitemap.xml"))).text();
    const locs = locsOf(xml);
    expect(xml).toContain("<urlset");
    // The fixed pages, two of the seed's three starter paths and 45 of its 47 tools.
    expect(locs).toHaveLength((PUBLIC_PATHS.length + 2 + 45) * LANGUAGE_CODES.length);
    expect(locs).toContain("http://localhost/fr/tools/chatgpt");
    expect(locs).toContain("http://localhost/fr/paths/make-your-first-image");
    expect(locs.filter((loc) => loc.endsWith("/paths/take-notes-in-meetings"))).toEqual([]);
    expect(locs.filter((loc) => loc.endsWith("/tools/runway") || loc.endsWith("/tools/suno"))).toEqual([]);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("becomes an index of sitemaps of at most the limit's URLs each past it", async () => {
    // 18 URLs a file: two pages in nine languages. The fixed pages, 3 starter paths and 47 tools.
    const seo = seoRoutes(20);
    const index = await seo.request("http://localhost/sitemap.xml", {}, env);
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const files = locsOf(indexXml);
    expect(files).toHaveLength(Math.ceil((PUBLIC_PATHS.length + 3 + 47) / 2));
    expect(files[0]).toBe("http://localhost/sitemap-1.xml");

    const all: string[] = [];
    for (const file of files) {
      const res = await seo.request(file, {}, env);
      expect(res.status, file).toBe(200);
      const xml = await res.text();
      expect(xml).toContain("<urlset");
      const locs = locsOf(xml);
      expect(locs.length, file).toBeLessThanOrEqual(20);
      all.push(...locs);
    }
    // Together they list exactly what one sitemap would: every page and tool once in each language.
    const whole = locsOf(await (await seoRoutes().request("http://localhost/sitemap.xml", {}, env)).text());
    expect(all).toEqual(whole);
    expect(new Set(all).size).toBe(all.length);

    expect((await seo.request(`http://localhost/sitemap-${files.length + 1}.xml`, {}, env)).status).toBe(404);
    expect((await seoRoutes().request("http://localhost/sitemap-1.xml", {}, env)).status).toBe(404);
  });
});
