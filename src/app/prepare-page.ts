import { getLanguage } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute, routeOf } from "@common/routes";
import type { QueryClient } from "@tanstack/react-query";
import { postsQuery } from "@/features/blog/use-posts";

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
