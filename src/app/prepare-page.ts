import { PAGE_DATA_ELEMENT_ID } from "@common/catalogue/page-data";
import { getLanguage } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute, routeOf } from "@common/routes";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { postsQuery } from "@/features/blog/use-posts";

/**
 * Takes in the query cache a page rendered by the Worker carries (`#page-data`: its catalogue data, under the keys
 * its queries use), so the page is adopted with the data it was rendered from and asks for nothing again.
 */
export function adoptPageData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
  } catch {
    // A page cut short: its queries ask the Worker instead.
  }
}

/**
 * Prepares what a page's first render needs: the blog's posts of the language in the query cache.
 */
export async function preloadPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  const { lang, path } = parseLocalizedPath(pathname);
  const { kind } = matchRoute(path);
  if (routeOf(kind).showsPosts) {
    const { code } = getLanguage(lang);
    await queryClient.prefetchQuery(postsQuery(code));
  }
}
