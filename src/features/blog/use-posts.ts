import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { loadPosts } from "./load-posts";

/** The query of a language's bundled posts (its key is shared by the page and its head). */
export function postsQuery(lang: LanguageCode) {
  return queryOptions({ queryKey: ["blog-posts", lang], queryFn: () => loadPosts(lang) });
}

/**
 * The current language's blog posts. A failed download of the posts chunk (offline, or an old page after a
 * deploy) is thrown to the route's error boundary, whose link reloads the page, instead of leaving the
 * 'Loading...' screen up for good.
 */
export function usePosts() {
  const { code } = useCurrentLanguage();
  return useQuery({ ...postsQuery(code), throwOnError: true });
}
