import { isNarrowed } from "@common/catalogue/directory-query";
import { type CataloguePageData, isCataloguePageKind, PAGE_DATA_ELEMENT_ID } from "@common/catalogue/page-data";
import type { Tool } from "@common/catalogue/types";
import type { PublicConfig } from "@common/config";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { localizePath, parseLocalizedPath } from "@common/i18n/localized-path";
import { currentYear, YEAR_ATTRIBUTE } from "@common/page-year";
import { matchRoute, type RouteMatch, routeOf } from "@common/routes";
import { publicPagePath, toolPagePath } from "@common/site-pages";
import type { Context } from "hono";
import { renderApp } from "@/server/render-app";
import { isNotAVisit, recordPageViewInBackground } from "../analytics/record-visit";
import { isArchivedTool, redirectTarget } from "../db/catalogue/public-reads";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { catalogueCacheSeconds } from "../lib/catalogue-cache";
import { findPostMeta } from "./blog-meta";
import { type BuiltPage, builtPage, builtPageCache, noncePlaceholder, pageBody } from "./built-pages";
import { canonicalRedirect } from "./canonical-redirect";
import { readCataloguePageData } from "./catalogue-page-data";
import { buildEdgePageHead } from "./page-head";
import { pagePreloads } from "./page-preloads";
import { fetchPrerenderedPage } from "./prerendered";
import { publicConfig, siteOrigin } from "./public-config";
import { keepSharedPage, readSharedPage } from "./shared-page-cache";
import { loadTranslations, type TranslationTree } from "./translations";

/** JSON inside a `<script>` element, safe against `</script>` and HTML comments in the data. */
function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

// The inlined translations of a language are the same for every page view (about 40 KB of JSON): serialised
// once per isolate, not per request.
const inlinedByLanguage = new Map<string, string>();

function inlinedTranslations(lang: string, common: TranslationTree): string {
  let json = inlinedByLanguage.get(lang);
  if (json === undefined) {
    json = inlineJson({ lng: lang, resources: { common } });
    inlinedByLanguage.set(lang, json);
  }
  return json;
}

// Built public pages of this isolate, by public settings and URL path (see built-pages.ts).
const builtPages = builtPageCache();

/**
 * Serves the HTML of a page navigation: the catalogue's pages rendered here by the app's server renderer from D1
 * (docs/decisions/040), the other public pages as the build prerendered them, the admin screen and not-found as
 * the empty shell. Each is rewritten at the edge: `<html lang dir>` for the URL's language, the page head (title,
 * description, canonical, hreflang, social tags, JSON-LD), the current language's translations and the public
 * configuration inlined as JSON (and a catalogue page's query cache), the current year (in the footer and in that
 * configuration, common/page-year.ts), and the CSP nonce on every script. Unknown routes answer 404 for crawlers.
 *
 * An alias of a public page (`/tools/`, `/category/%61i-assistants`) answers 301 to its canonical path first.
 * A page is the same for every view but for the nonce, so it is built once per isolate and kept under its
 * canonical path (built-pages.ts; a catalogue page with its query, for CATALOGUE_CACHE_SECONDS); each answer only
 * puts its own nonce in. The year is part of the key: from 1 January each page is built again with the new one.
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
  const catalogue = isCataloguePageKind(request.route.kind);
  // A catalogue page is rendered for its query too (`?q=…&page=2`), and kept only as long as an edit may take
  // to show (CATALOGUE_CACHE_SECONDS); other public pages change only with a deployment.
  // The shell's version is in a catalogue page's key: a page kept across a deployment would name old chunks.
  const version = catalogue ? `${await shellVersion(c.env.ASSETS, url.origin)}\n` : "";
  const key = `${version}${inlineJson(request.config)}\n${request.year}\n${url.pathname}${catalogue ? url.search : ""}`;

  const keepSeconds = catalogue ? catalogueCacheSeconds(c.env) : null;
  let page = builtPages.get(key);
  if (!page && keepSeconds) {
    // Another isolate of this data centre may have rendered it: kept here only for what remains of its time.
    const shared = await readSharedPage(url.origin, key);
    if (shared && shared.remainingMs > 0) {
      page = shared.page;
      builtPages.set(key, page, { ttl: shared.remainingMs });
    }
  }
  if (!page) {
    const built = await buildPage(c, request);
    if (built instanceof Response) return built;
    page = built.page;
    if (built.reusable && keepSeconds !== 0) {
      builtPages.set(key, page, keepSeconds === null ? {} : { ttl: keepSeconds * 1000 });
      if (keepSeconds) c.executionCtx.waitUntil(keepSharedPage(url.origin, key, page, keepSeconds));
    }
  }

  // Public pages viewed by people are recorded after the response, within the network's allowance.
  if (page.status === 200 && c.req.method === "GET" && !isNotAVisit(c.req.raw)) {
    recordPageViewInBackground(c, url.pathname, c.req.header("Referer"));
  }
  const body = c.req.method === "HEAD" ? null : pageBody(page, c.get("secureHeadersNonce") ?? "");
  return new Response(body, { status: page.status, headers: page.headers });
}

let shellEtag: Promise<string> | undefined;

/** The app shell's ETag: the same for a deployment's lifetime, so fetched once per isolate. */
function shellVersion(assets: Fetcher, origin: string): Promise<string> {
  shellEtag ??= assets.fetch(new URL("/", origin)).then(
    (res) => res.headers.get("ETag") ?? "",
    () => "",
  );
  return shellEtag;
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

/** The tools a catalogue page lists (its structured data names them): the page of results it shows. */
function listedTools(data: CataloguePageData | null): readonly Tool[] {
  if (data?.kind === "tools") return data.directory.tools;
  if (data?.kind === "category") return data.listing.tools;
  return [];
}

/** Renders a page with the nonce placeholder; an asset error comes back as it is. */
async function buildPage(
  c: Context<AppEnv>,
  { url, lang, path, route, config, year }: PageRequest,
): Promise<BuildResult | Response> {
  const language = getLanguage(lang);
  const nonce = noncePlaceholder();
  const origin = siteOrigin(c.env, url);
  const common = await loadTranslations(c.env.ASSETS, url.origin, lang, "common");
  const post = route.kind === "blog-post" ? findPostMeta(lang, route.param ?? "") : null;
  const db = database(c.env.DB);
  let data: CataloguePageData | null = null;
  let unavailable = false;
  if (isCataloguePageKind(route.kind)) {
    try {
      data = await readCataloguePageData(db, lang, route.kind, route.param, url.searchParams, common);
    } catch (error) {
      // D1 is failing: the page is served as the app's shell with 503 (and Retry-After), never kept, so the
      // visitor gets the site's own screen, whose requests try again, rather than an error body.
      console.error(
        JSON.stringify({ level: "error", message: "catalogue page data unavailable", error: String(error) }),
      );
      unavailable = true;
    }
  }
  const tool = data?.kind === "tool" ? (data.toolPage?.tool ?? null) : null;
  if (data?.kind === "tool" && !tool) {
    // A renamed tool's old address moves to the new one for good; an archived tool is gone (410, not 404). Built
    // with its own headers, not Response.redirect's immutable ones: the security headers are added to every answer.
    const movedTo = await redirectTarget(db, data.id);
    if (movedTo) {
      const location = new URL(localizePath(toolPagePath(movedTo), lang), url).href;
      return new Response(null, { status: 301, headers: { Location: location } });
    }
  }
  const listing =
    data?.kind === "tools"
      ? { page: data.directory.page, pageCount: data.directory.pageCount, narrowed: isNarrowed(data.query) }
      : null;
  const starterPath =
    data?.kind === "starter-path" && data.pathPage
      ? { title: data.pathPage.title.text, summary: data.pathPage.summary.text }
      : null;
  const head = buildEdgePageHead({
    origin,
    lang,
    path,
    route,
    common,
    post,
    tool,
    starterPath,
    listed: listedTools(data),
    listing,
  });

  // Catalogue pages are rendered here from D1; other public pages come prerendered with their content; the admin
  // screen and not-found use the shell.
  let content: Response | null = null;
  let pageData: string | null = null;
  if (head.indexable && data && common) {
    const rendered = await renderApp({
      url: `${url.pathname}${url.search}`,
      lang,
      resources: { common },
      config: { ...config, year },
      data,
    });
    content = await c.env.ASSETS.fetch(new URL("/", url));
    pageData = inlineJson(rendered.state);
    const preloads = await pagePreloads(c.env.ASSETS, url.origin, route.kind);
    content = new HTMLRewriter()
      .on("#root", {
        element(el) {
          el.setInnerContent(rendered.html, { html: true });
        },
      })
      .on("body", {
        element(el) {
          if (preloads) el.append(preloads, { html: true });
        },
      })
      .transform(content);
  } else if (head.indexable) {
    content = await fetchPrerenderedPage(c.env.ASSETS, url.origin, lang, path, config);
  }
  const shell = content ?? (await c.env.ASSETS.fetch(new URL("/", url)));
  if (!shell.ok) return shell;
  const resources = common ? inlinedTranslations(lang, common) : null;

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
        if (pageData) {
          el.append(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageData}</script>`, {
            html: true,
          });
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
  // An archived tool is gone for good.
  const archived = data?.kind === "tool" && !tool && (await isArchivedTool(db, data.id));
  // A public page that is not indexed names something that does not exist; the pages kept out of search engines on
  // purpose (the admin, a visitor's saved tools and comparison) are there all the same.
  const exists = head.indexable || (route.kind !== "not-found" && !routeOf(route.kind).public);
  const status = unavailable ? 503 : exists ? 200 : archived ? 410 : 404;
  if (unavailable) headers.set("Retry-After", "30");
  return {
    page: builtPage(await rewritten.text(), status, headers),
    // Only under its canonical path: an alias never reaches here (canonicalRedirect), and this keeps it so.
    // A catalogue page's URL was checked by canonicalRedirect and its data found; others are in the page table.
    reusable:
      !unavailable &&
      content !== null &&
      resources !== null &&
      (data !== null || publicPagePath(url.pathname) === url.pathname),
  };
}
