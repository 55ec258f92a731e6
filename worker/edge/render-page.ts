import { getCategory } from "@common/catalogue/categories";
import { DEFAULT_DIRECTORY_QUERY } from "@common/catalogue/directory-query";
import type { Tool } from "@common/catalogue/types";
import type { PublicConfig } from "@common/config";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { currentYear, YEAR_ATTRIBUTE } from "@common/page-year";
import { matchRoute, type RouteMatch } from "@common/routes";
import { publicPagePath } from "@common/site-pages";
import type { Context } from "hono";
import { isNotAVisit, recordPageViewInBackground } from "../analytics/record-visit";
import { categoryPage, directoryPage, toolPage } from "../db/catalogue/public-reads";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { findPostMeta } from "./blog-meta";
import { type BuiltPage, builtPage, builtPageCache, noncePlaceholder, pageBody } from "./built-pages";
import { canonicalRedirect } from "./canonical-redirect";
import { buildEdgePageHead } from "./page-head";
import { fetchPrerenderedPage } from "./prerendered";
import { publicConfig, siteOrigin } from "./public-config";
import { loadTranslations, type TranslationTree } from "./translations";

/** JSON inside a `<script>` element, safe against `</script>` and HTML comments in the data. */
function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

// The inlined translations of a language are the same for every page view (about 75 KB of JSON): serialised
// once per isolate, not per request.
const inlinedByLanguage = new Map<string, string>();

function inlinedTranslations(lang: string, common: TranslationTree, tools: TranslationTree): string {
  let json = inlinedByLanguage.get(lang);
  if (json === undefined) {
    json = inlineJson({ lng: lang, resources: { common, tools } });
    inlinedByLanguage.set(lang, json);
  }
  return json;
}

// Built public pages of this isolate, by public settings and URL path (see built-pages.ts).
const builtPages = builtPageCache();

/**
 * Serves the SPA's HTML for a page navigation, rewritten at the edge: `<html lang dir>` for the URL's language,
 * the page head (title, description, canonical, hreflang, social tags, JSON-LD), the current language's
 * `common` and `tools` translations and the public configuration inlined as JSON, the current year (in the
 * footer and in that configuration, common/page-year.ts), and the CSP nonce on every script. Unknown routes keep the SPA (which shows the not-found screen) but answer 404 for crawlers.
 *
 * An alias of a public page (`/tools/`, `/category/%61i-assistants`) answers 301 to its canonical path first.
 * A public page is the same for every view but for the nonce, so it is built once per isolate and kept under its
 * canonical path (built-pages.ts); each answer only puts its own nonce in. The year is part of the key: from 1
 * January each page is built again with the new one.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const redirect = canonicalRedirect(url);
  if (redirect) return redirect;
  const { lang, path } = parseLocalizedPath(url.pathname);
  const request: PageRequest = {
    url,
    lang,
    path,
    route: matchRoute(path),
    config: publicConfig(c.env, url),
    year: currentYear(),
  };
  const key = `${inlineJson(request.config)}\n${request.year}\n${url.pathname}`;

  let page = builtPages.get(key);
  if (!page) {
    const built = await buildPage(c, request);
    if (built instanceof Response) return built;
    page = built.page;
    if (built.reusable) builtPages.set(key, page);
  }

  // Public pages viewed by people are recorded after the response, within the network's allowance.
  if (page.status === 200 && c.req.method === "GET" && !isNotAVisit(c.req.raw)) {
    recordPageViewInBackground(c, url.pathname, c.req.header("Referer"));
  }
  const body = c.req.method === "HEAD" ? null : pageBody(page, c.get("secureHeadersNonce") ?? "");
  return new Response(body, { status: page.status, headers: page.headers });
}

/** What a page answer is built from: the URL, its language and route, the public settings and year it inlines. */
interface PageRequest {
  url: URL;
  lang: LanguageCode;
  path: string;
  route: RouteMatch;
  config: PublicConfig;
  year: number;
}

interface BuildResult {
  page: BuiltPage;
  /**
   * Only complete public pages under their canonical path are kept: a 404 path is any string, and a missing
   * asset may be back soon.
   */
  reusable: boolean;
}

/**
 * What a page's head shows of the catalogue in D1: a tool page's published tool (null: not found), the first page
 * of the directory or of a category's tools for their ItemList.
 */
async function catalogueOfPage(
  db: D1Database,
  lang: LanguageCode,
  route: RouteMatch,
): Promise<{ tool: Tool | null; listed: readonly Tool[] }> {
  const reads = database(db);
  if (route.kind === "tool" && route.param !== undefined) {
    return { tool: (await toolPage(reads, lang, route.param))?.tool ?? null, listed: [] };
  }
  if (route.kind === "tools") {
    return { tool: null, listed: (await directoryPage(reads, lang, DEFAULT_DIRECTORY_QUERY, 1)).tools };
  }
  const category = route.kind === "category" ? getCategory(route.param ?? "") : undefined;
  if (category) return { tool: null, listed: (await categoryPage(reads, lang, category.slug, "all", 1)).tools };
  return { tool: null, listed: [] };
}

/** Renders a page with the nonce placeholder; an asset error comes back as it is. */
async function buildPage(
  c: Context<AppEnv>,
  { url, lang, path, route, config, year }: PageRequest,
): Promise<BuildResult | Response> {
  const language = getLanguage(lang);
  const nonce = noncePlaceholder();
  const origin = siteOrigin(c.env, url);
  const [common, tools] = await Promise.all([
    loadTranslations(c.env.ASSETS, url.origin, lang, "common"),
    loadTranslations(c.env.ASSETS, url.origin, lang, "tools"),
  ]);
  const post = route.kind === "blog-post" ? findPostMeta(lang, route.param ?? "") : null;
  const { tool, listed } = await catalogueOfPage(c.env.DB, lang, route);
  const head = buildEdgePageHead({ origin, lang, path, route, common, post, tool, listed });

  // Public (indexable) pages come prerendered with their content; the admin screen and not-found use the shell.
  const prerendered = head.indexable ? await fetchPrerenderedPage(c.env.ASSETS, url.origin, lang, path, config) : null;
  const shell = prerendered ?? (await c.env.ASSETS.fetch(new URL("/", url)));
  if (!shell.ok) return shell;
  const resources = common && tools ? inlinedTranslations(lang, common, tools) : null;

  const rewritten = new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", language.code);
        el.setAttribute("dir", language.dir);
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(head.title);
      },
    })
    .on("script", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    // The prerender wrote the build's year; the page shows the year it is served in, as the app will read it.
    .on(`[${YEAR_ATTRIBUTE}]`, {
      element(el) {
        el.setInnerContent(String(year));
      },
    })
    .on("head", {
      element(el) {
        el.append(head.html, { html: true });
      },
    })
    // The data for the app goes at the end of the body: the browser paints the content above it while the
    // rest of the page is still arriving, and the app reads it only once the document is parsed.
    .on("body", {
      element(el) {
        const appConfig = inlineJson({ ...config, year });
        el.append(`<script type="application/json" id="app-config">${appConfig}</script>`, { html: true });
        if (resources) {
          el.append(`<script type="application/json" id="i18n-resources">${resources}</script>`, { html: true });
        }
      },
    })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-cache");
  headers.set("Content-Language", language.code);
  headers.delete("ETag");
  headers.delete("CF-Cache-Status");
  headers.delete("Content-Length");
  if (!head.indexable) headers.set("X-Robots-Tag", "noindex, nofollow");
  // Only the admin screen is both unindexed and a real page; everything else unindexed is a not-found.
  const status = head.indexable || route.kind === "admin" ? 200 : 404;
  return {
    page: builtPage(await rewritten.text(), status, headers),
    // Only under its canonical path: an alias never reaches here (canonicalRedirect), and this keeps it so.
    reusable: prerendered !== null && resources !== null && publicPagePath(url.pathname) === url.pathname,
  };
}
