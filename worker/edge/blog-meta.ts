import { postsFor } from "@common/content/blog/meta";
import type { LanguageCode } from "@common/i18n/languages";
import type { PostMeta } from "@common/page-head";

/** Title, excerpt and image of a blog post in a language, for its page head; null for an unknown slug. */
export function findPostMeta(lang: LanguageCode, slug: string): PostMeta | null {
  const post = postsFor(lang).find((p) => p.slug === slug);
  return post
    ? {
        title: post.title,
        excerpt: post.excerpt,
        image: post.image,
        imageAlt: post.imageAlt,
        publishDate: post.publishDate,
      }
    : null;
}
