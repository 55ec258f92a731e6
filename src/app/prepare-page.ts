import { getLanguage } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute, routeOf } from "@common/routes";
import type { QueryClient } from "@tanstack/react-query";
import { postsQuery } from "@/features/blog/use-posts";
import { prepareNumberFormats } from "@/features/catalogue/format";

/**
 * Prepares what a page's first render needs: the blog's posts of the language in the query cache, and for the
 * pages of tool cards and a tool's own page the number formatters of their ratings.
 */
export async function preloadPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  const { lang, path } = parseLocalizedPath(pathname);
  const { kind } = matchRoute(path);
  if (kind === "tools" || kind === "tool" || kind === "category") {
    // In a task of its own, while the route's code loads, not inside hydration: see prepareNumberFormats. A
    // timer rather than a message channel, which would keep the prerenderer's Node process alive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    prepareNumberFormats(getLanguage(lang).code);
  }
  if (routeOf(kind).showsPosts) {
    const { code } = getLanguage(lang);
    await queryClient.prefetchQuery(postsQuery(code));
  }
}
