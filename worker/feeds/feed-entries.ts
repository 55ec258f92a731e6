import { postsFor } from "@common/content/blog/meta";
import { FEED_TOOLS } from "@common/feeds";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { fillPattern, routeOf } from "@common/routes";
import { toolPagePath } from "@common/site-pages";
import { newestTools } from "../db/catalogue/public-reads";
import type { Database } from "../db/client";
import { type TranslationTree, translate } from "../edge/translations";

/** One entry of a feed: a new tool or a guide, in the feed's language. */
export interface FeedEntry {
  kind: "tool" | "guide";
  /** The page's absolute URL (also the entry's id). */
  url: string;
  title: string;
  summary: string;
  published: Date;
}

/** A language's feed: what both formats (RSS 2.0 and JSON Feed 1.1) write. */
export interface FeedContent {
  lang: LanguageCode;
  siteName: string;
  /** The BCP 47 tag of the language, as both formats name it. */
  language: string;
  title: string;
  description: string;
  /** The language's home page. */
  home: string;
  entries: FeedEntry[];
}

/**
 * The feed of a language: its newest FEED_TOOLS tools (from D1, in the language's text) and its guides, newest first,
 * each linking the language's own page. Titles come from the language's translations, so every word is its own.
 */
export async function feedContent(
  db: Database,
  lang: LanguageCode,
  origin: string,
  translations: TranslationTree | null,
): Promise<FeedContent> {
  const at = (path: string) => `${origin}${localizePath(path, lang)}`;
  const tools = (await newestTools(db, lang, FEED_TOOLS)).map(
    ({ tool, createdAt }): FeedEntry => ({
      kind: "tool",
      url: at(toolPagePath(tool.id)),
      title: tool.name,
      summary: tool.description,
      published: new Date(createdAt),
    }),
  );
  const guides = postsFor(lang).map(
    (post): FeedEntry => ({
      kind: "guide",
      url: at(fillPattern(routeOf("blog-post").pattern, post.slug)),
      title: post.title,
      summary: post.excerpt,
      published: new Date(`${post.publishDate}T00:00:00Z`),
    }),
  );
  const entries = [...tools, ...guides].sort(
    (a, b) => b.published.getTime() - a.published.getTime() || a.url.localeCompare(b.url),
  );
  return {
    lang,
    siteName: translate(translations, "meta.siteName"),
    language: getLanguage(lang).locale.split("-u-")[0] ?? lang,
    title: translate(translations, "meta.home.title"),
    description: translate(translations, "meta.home.description"),
    home: at("/"),
    entries,
  };
}
