// Imports name their files: the build's JavaScript budget check loads this module in Node, without a bundler.

import { isToolIdForm } from "./catalogue/tool-id.ts";
import type { LanguageCode } from "./i18n/languages.ts";
import { localizePath, parseLocalizedPath, withoutTrailingSlash } from "./i18n/localized-path.ts";
import { fillPattern, matchRoute, ROUTES, routeOf } from "./routes.ts";

/**
 * Every public page path (without language prefix) the route table lists, derived from it: what is prerendered and
 * what the sitemap lists besides the tools. A parameterised route gives one page per listed value; the tool route
 * lists none (its pages come from the catalogue in D1).
 */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((route) => route.public).flatMap((route) => {
  if (route.params) return route.params.map((value) => fillPattern(route.pattern, value));
  return route.pattern.includes(":") ? [] : [route.pattern];
});

/** A public page as the route table spells it: its language and its path without language prefix. */
export interface PublicPage {
  lang: LanguageCode;
  /** One of PUBLIC_PATHS. */
  path: string;
}

/**
 * The public page a URL path shows, or null when it shows none (a tool or starter path page counts when its id has
 * a tool id's form: whether it is published is for D1 to say). A trailing slash and percent-escapes of
 * characters that need none (`/category/%61i-assistants`) are aliases of the same page; escapes of reserved
 * characters (`%2F`) are not decoded, so they never form a new path. The answer comes from PUBLIC_PATHS,
 * never from the input.
 */
export function findPublicPage(pathname: string): PublicPage | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  const { lang, path } = parseLocalizedPath(decoded);
  const page = PUBLIC_PATHS.find((known) => known === withoutTrailingSlash(path));
  if (page !== undefined) return { lang, path: page };
  // A tool page by its id's form: the id is rebuilt from the match, never copied with other characters.
  const route = matchRoute(path);
  if (route.param === undefined || !isToolIdForm(route.param)) return null;
  if (route.kind === "tool") return { lang, path: toolPagePath(route.param) };
  if (route.kind === "starter-path") return { lang, path: starterPathPagePath(route.param) };
  return null;
}

/**
 * The canonical URL path of a public page ("/es/tools/" → "/es/tools", "/de" → "/de/",
 * "/category/%61i-assistants" → "/category/ai-assistants"), or null when the path is not one of the public
 * pages. Built from PUBLIC_PATHS, never copied from the input, so it is safe to put in a link or a redirect.
 */
export function publicPagePath(pathname: string): string | null {
  const page = findPublicPage(pathname);
  return page === null ? null : localizePath(page.path, page.lang);
}

/** True when a URL path (with or without a language prefix or trailing slash) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return findPublicPage(pathname) !== null;
}

/** The path (without language prefix) of a tool's own page, e.g. `/tools/chatgpt`. */
export function toolPagePath(toolId: string): string {
  return fillPattern(routeOf("tool").pattern, toolId);
}

/** The path (without language prefix) of a starter path's page, e.g. `/paths/make-your-first-image`. */
export function starterPathPagePath(pathId: string): string {
  return fillPattern(routeOf("starter-path").pattern, pathId);
}

/** The path (without language prefix) of a blog post's page, e.g. `/blog/how-to-get-started-with-chatgpt`. */
export function blogPostPath(slug: string): string {
  return fillPattern(routeOf("blog-post").pattern, slug);
}
