import { FEED_PATHS, FEED_TYPES, type FeedKind } from "@common/feeds";
import { DEFAULT_LANGUAGE, type LanguageCode, PREFIXED_LANGUAGES } from "@common/i18n/languages";
import { Hono } from "hono";
import { database } from "../db/client";
import { siteOrigin } from "../edge/public-config";
import { loadTranslations } from "../edge/translations";
import type { AppEnv } from "../env";
import { feedContent } from "../feeds/feed-entries";
import { jsonFeed, rssFeed } from "../feeds/render-feeds";

const RENDER = { rss: rssFeed, json: jsonFeed } as const;

/**
 * The feeds of new tools and guides (docs/decisions/045): `/feed.xml` and `/feed.json` in English, and under each
 * other language's prefix (`/de/feed.xml`) in that language. Cached an hour, like the sitemap.
 */
export const feedRoutes = new Hono<AppEnv>();
for (const lang of [DEFAULT_LANGUAGE, ...PREFIXED_LANGUAGES] as LanguageCode[]) {
  for (const kind of Object.keys(FEED_PATHS) as FeedKind[]) {
    const path = lang === DEFAULT_LANGUAGE ? FEED_PATHS[kind] : `/${lang}${FEED_PATHS[kind]}`;
    feedRoutes.get(path, async (c) => {
      const url = new URL(c.req.url);
      const origin = siteOrigin(c.env, url);
      const translations = await loadTranslations(c.env.ASSETS, url.origin, lang, "common");
      const content = await feedContent(database(c.env.DB), lang, origin, translations);
      return c.body(RENDER[kind](content, origin), 200, {
        "Content-Type": `${FEED_TYPES[kind]}; charset=utf-8`,
        "Cache-Control": "public, max-age=3600",
      });
    });
  }
}
