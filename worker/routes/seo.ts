import { LANGUAGES } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { PUBLIC_PATHS, starterPathPagePath, toolPagePath } from "@common/site-pages";
import { Hono } from "hono";
import { publishedToolCount, publishedToolIds } from "../db/catalogue/public-reads";
import { database } from "../db/client";
import { publishedPathIds } from "../db/starter-paths/public-reads";
import { escapeHtml } from "../edge/page-head";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";

/** The most URLs one sitemap file may list (the sitemaps protocol's limit); past it /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** One page in every language, each `<url>` naming all nine and x-default as alternates. */
function pageUrls(origin: string, path: string): string[] {
  const alternates = [
    ...LANGUAGES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l.code}" href="${escapeHtml(`${origin}${localizePath(path, l.code)}`)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${localizePath(path, "en")}`)}"/>`,
  ].join("");
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeHtml(`${origin}${localizePath(path, language.code)}`)}</loc>${alternates}</url>`,
  );
}

function urlSet(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => pageUrls(origin, path));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
}

/** The route table's public pages, then the published starter paths (a few, from D1). */
async function fixedPaths(db: D1Database): Promise<string[]> {
  return [...PUBLIC_PATHS, ...(await publishedPathIds(database(db))).map(starterPathPagePath)];
}

/**
 * The sitemap's pages in order: `fixed` (the route table's public pages and the starter paths), then the published
 * tools by id (from D1). Page `index` of the list cut in `size` pages, or the whole list without a size.
 */
async function sitemapPaths(
  db: D1Database,
  fixed: readonly string[],
  part?: { index: number; size: number },
): Promise<string[]> {
  const from = part ? part.index * part.size : 0;
  const count = part ? part.size : Number.MAX_SAFE_INTEGER;
  const head = fixed.slice(from, from + count);
  const toolOffset = Math.max(0, from - fixed.length);
  const toolLimit = count - head.length;
  const toolIds = toolLimit > 0 ? await publishedToolIds(database(db), toolOffset, Math.min(toolLimit, 1_000_000)) : [];
  return [...head, ...toolIds.map(toolPagePath)];
}

/**
 * `/sitemap.xml` (every public URL in every language with its alternates; the tools from the catalogue in D1) and
 * `/robots.txt`. Past `maxUrls` URLs, /sitemap.xml is a sitemap index of `/sitemap-<n>.xml` files of at most that
 * many URLs each.
 */
export function seoRoutes(maxUrls = SITEMAP_MAX_URLS) {
  const pagesPerFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  /** The fixed pages (read once per request) and how many sitemap files the whole list takes. */
  const layout = async (db: D1Database) => {
    const fixed = await fixedPaths(db);
    return { fixed, files: Math.ceil((fixed.length + (await publishedToolCount(database(db)))) / pagesPerFile) };
  };
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const origin = siteOrigin(c.env, new URL(c.req.url));
      const { fixed, files } = await layout(c.env.DB);
      if (files <= 1) return c.body(urlSet(origin, await sitemapPaths(c.env.DB, fixed)), 200, XML_HEADERS);
      const entries = Array.from(
        { length: files },
        (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
      return c.body(xml, 200, XML_HEADERS);
    })
    .get("/:file{sitemap-[1-9][0-9]{0,5}\\.xml}", async (c) => {
      const index = Number(c.req.param("file").slice("sitemap-".length, -".xml".length)) - 1;
      const { fixed, files } = await layout(c.env.DB);
      if (files <= 1 || index >= files) return c.notFound();
      const origin = siteOrigin(c.env, new URL(c.req.url));
      const paths = await sitemapPaths(c.env.DB, fixed, { index, size: pagesPerFile });
      return c.body(urlSet(origin, paths), 200, XML_HEADERS);
    })
    .get("/robots.txt", (c) => {
      const origin = siteOrigin(c.env, new URL(c.req.url));
      const body = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api/",
        ...[...LANGUAGES].filter((l) => l.code !== "en").map((l) => `Disallow: /${l.code}/admin`),
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n");
      return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
    });
}

export const seo = seoRoutes();
