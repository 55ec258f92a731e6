import { localizePath, parseLocalizedPath, withoutTrailingSlash } from "./i18n/localized-path";
import { fillPattern, ROUTES } from "./routes";

/**
 * Every public page path (without language prefix), derived from the route table: what the sitemap lists and
 * what is prerendered. A parameterised route gives one page per listed value.
 */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((route) => route.public).flatMap((route) =>
  route.params ? route.params.map((value) => fillPattern(route.pattern, value)) : [route.pattern],
);

/**
 * The canonical URL path of a public page ("/es/tools/" → "/es/tools", "/de" → "/de/"), or null when the path
 * (with or without a language prefix or trailing slash) is not one of the public pages. The answer is always
 * built from PUBLIC_PATHS, never copied from the input, so it is safe to put in a link.
 */
export function publicPagePath(pathname: string): string | null {
  const { lang, path } = parseLocalizedPath(pathname);
  const page = PUBLIC_PATHS.find((known) => known === withoutTrailingSlash(path));
  return page === undefined ? null : localizePath(page, lang);
}

/** True when a URL path (with or without a language prefix or trailing slash) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return publicPagePath(pathname) !== null;
}
