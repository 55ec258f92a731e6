import { useQuery } from "@tanstack/react-query";
import { useCurrentLanguage } from "@/features/i18n/use-current-language";
import { loadPosts } from "./load-posts";

/**
 * The current language's blog posts. A failed download of the posts chunk (offline, or an old page after a
 * deploy) is thrown to the route's error boundary, whose link reloads the page, instead of leaving the
 * 'Loading...' screen up for good.
 */
export function usePosts() {
  const { code } = useCurrentLanguage();
  return useQuery({ queryKey: ["blog-posts", code], queryFn: () => loadPosts(code), throwOnError: true });
}
