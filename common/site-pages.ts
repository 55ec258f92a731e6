import { parseLocalizedPath, withoutTrailingSlash } from "./i18n/localized-path";
import { fillPattern, ROUTES } from "./routes";

/**
 * Every public page path (without language prefix), derived from the route table: what the sitemap lists and
 * what is prerendered. A parameterised route gives one page per listed value.
 */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((route) => route.public).flatMap((route) =>
  route.params ? route.params.map((value) => fillPattern(route.pattern, value)) : [route.pattern],
);

/** True when a URL path (with or without a language prefix or trailing slash) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PATHS.includes(withoutTrailingSlash(parseLocalizedPath(pathname).path));
}
