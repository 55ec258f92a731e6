import { LANGUAGES } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { PUBLIC_PATHS } from "@common/site-pages";
import { Hono } from "hono";
import { escapeHtml } from "../edge/page-head";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";

/** `/sitemap.xml` (every public URL in every language with its alternates) and `/robots.txt`. */
export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    const origin = siteOrigin(c.env, new URL(c.req.url));
    const urls: string[] = [];
    for (const path of PUBLIC_PATHS) {
      const alternates = [
        ...LANGUAGES.map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l.code}" href="${escapeHtml(`${origin}${localizePath(path, l.code)}`)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${localizePath(path, "en")}`)}"/>`,
      ].join("");
      for (const language of LANGUAGES) {
        urls.push(`<url><loc>${escapeHtml(`${origin}${localizePath(path, language.code)}`)}</loc>${alternates}</url>`);
      }
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
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
