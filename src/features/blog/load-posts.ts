import type { BlogPost } from "@common/content/blog/types";
import type { LanguageCode } from "@common/i18n/languages";

type PostsModule = { posts: BlogPost[] };

/**
 * One chunk per language, so a page never downloads other languages' posts. A language without its own
 * posts gets the English ones (SPEC.md §3). Translators add their language's line here.
 */
const LOADERS: Partial<Record<LanguageCode, () => Promise<PostsModule>>> = {
  en: () => import("@common/content/blog/en"),
  zh: () => import("@common/content/blog/zh"),
  ar: () => import("@common/content/blog/ar"),
  he: () => import("@common/content/blog/he"),
  de: () => import("@common/content/blog/de"),
  es: () => import("@common/content/blog/es"),
  fr: () => import("@common/content/blog/fr"),
  pt: () => import("@common/content/blog/pt"),
  ru: () => import("@common/content/blog/ru"),
};

/** The bundled posts of a language (English when it has none). */
export async function loadPosts(lang: LanguageCode): Promise<BlogPost[]> {
  const load = LOADERS[lang] ?? LOADERS.en;
  if (!load) return [];
  return (await load()).posts;
}
