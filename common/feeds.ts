/**
 * The site's feeds of new tools and new guides, one of each per language (docs/decisions/045): RSS 2.0 and JSON
 * Feed 1.1 at these paths, under the language's prefix like its pages (`/de/feed.xml`).
 */
export const FEED_PATHS = { rss: "/feed.xml", json: "/feed.json" } as const;
export const FEED_TYPES = { rss: "application/rss+xml", json: "application/feed+json" } as const;
export type FeedKind = keyof typeof FEED_PATHS;

/** How many new tools a feed lists (the newest first); every guide of the language is listed too. */
export const FEED_TOOLS = 30;
