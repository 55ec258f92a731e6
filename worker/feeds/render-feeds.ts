import { FEED_PATHS } from "@common/feeds";
import { localizePath } from "@common/i18n/localized-path";
import { Feed } from "feed";
import type { FeedContent } from "./feed-entries";

/** The feed as RSS 2.0, written by the `feed` library (its escaping, dates in RFC 822, atom:link to itself). */
export function rssFeed(content: FeedContent, origin: string): string {
  const self = `${origin}${localizePath(FEED_PATHS.rss, content.lang)}`;
  const feed = new Feed({
    title: content.title,
    description: content.description,
    id: content.home,
    link: content.home,
    language: content.language,
    copyright: "",
    updated: content.entries[0]?.published ?? new Date(0),
    generator: content.siteName,
    feedLinks: { rss: self },
  });
  for (const entry of content.entries) {
    feed.addItem({
      title: entry.title,
      id: entry.url,
      link: entry.url,
      description: entry.summary,
      date: entry.published,
    });
  }
  return feed.rss2();
}

/**
 * The feed as JSON Feed 1.1 (jsonfeed.org/version/1.1). Written here rather than by the `feed` library, whose JSON
 * is version 1.0 (no `language`, a single `author`).
 */
export function jsonFeed(content: FeedContent, origin: string): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: content.title,
    home_page_url: content.home,
    feed_url: `${origin}${localizePath(FEED_PATHS.json, content.lang)}`,
    description: content.description,
    language: content.language,
    items: content.entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_text: entry.summary,
      date_published: entry.published.toISOString(),
      tags: [entry.kind],
    })),
  });
}
