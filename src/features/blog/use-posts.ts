import { useQuery } from "@tanstack/react-query";
import { useCurrentLanguage } from "@/features/i18n/use-current-language";
import { loadPosts } from "./load-posts";

/** The current language's blog posts. */
export function usePosts() {
  const { code } = useCurrentLanguage();
  return useQuery({ queryKey: ["blog-posts", code], queryFn: () => loadPosts(code) });
}
