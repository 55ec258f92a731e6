import { CATEGORY_SLUGS } from "@common/catalogue/types";
import { postsFor } from "@common/content/blog/meta";
import { FEED_PATHS, FEED_TYPES, type FeedKind } from "@common/feeds";
import { DEFAULT_LANGUAGE, type LanguageCode, PREFIXED_LANGUAGES } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { fillPattern, routeOf } from "@common/routes";
import { toolPagePath } from "@common/site-pages";
import { Hono } from "hono";
import { toolPageView } from "../catalogue/tool-page-view";
import { leadingToolsByCategory, toolPageData } from "../db/catalogue/public-reads";
import { database } from "../db/client";
import { siteOrigin } from "../edge/public-config";
import { loadTranslations, translate } from "../edge/translations";
import type { AppEnv } from "../env";
import { feedContent } from "../feeds/feed-entries";
import { guideMarkdown, llmsText, toolMarkdown } from "../feeds/markdown";
import { jsonFeed, rssFeed } from "../feeds/render-feeds";

const RENDER = { rss: rssFeed, json: jsonFeed } as const;

const MARKDOWN = { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=3600" };
/** How many tools of each category `/llms.txt` lists (13 categories: at most 130 tools, whatever the catalogue). */
const LLMS_TOOLS_PER_CATEGORY = 10;
/** The pages `/llms.txt` lists last, as its optional part, each named by the navigation's own word. */
const OPTIONAL_PAGES = [
  { path: "/about", key: "nav.about" },
  { path: "/privacy", key: "nav.privacy" },
  { path: "/terms", key: "nav.terms" },
] as const;

/**
 * The feeds of new tools and guides and the pages for machines (docs/decisions/045), each in English at its path and
 * under each other language's prefix in that language: `/feed.xml` and `/feed.json`, `/llms.txt`, and a tool page or a
 * guide as Markdown at its own address plus `.md`. Cached an hour, like the sitemap.
 */
export const feedRoutes = new Hono<AppEnv>();
for (const lang of [DEFAULT_LANGUAGE, ...PREFIXED_LANGUAGES] as LanguageCode[]) {
  const prefix = lang === DEFAULT_LANGUAGE ? "" : `/${lang}`;
  const context = async (url: string, env: AppEnv["Bindings"]) => {
    const parsed = new URL(url);
    const origin = siteOrigin(env, parsed);
    const tree = await loadTranslations(env.ASSETS, parsed.origin, lang, "common");
    return { origin, tree, at: (path: string) => `${origin}${localizePath(path, lang)}` };
  };
  feedRoutes.get(`${prefix}/llms.txt`, async (c) => {
    const { tree, at } = await context(c.req.url, c.env);
    const tools = await leadingToolsByCategory(database(c.env.DB), lang, LLMS_TOOLS_PER_CATEGORY);
    const body = llmsText(tree, {
      guides: postsFor(lang).map((post) => ({
        post,
        url: `${at(fillPattern(routeOf("blog-post").pattern, post.slug))}.md`,
      })),
      categories: CATEGORY_SLUGS.map((slug) => ({
        title: translate(tree, `categories.${slug}.title`),
        description: translate(tree, `categories.${slug}.description`),
        url: at(fillPattern(routeOf("category").pattern, slug)),
      })),
      tools: tools.map((tool) => ({ tool, url: `${at(toolPagePath(tool.id))}.md` })),
      pages: OPTIONAL_PAGES.map(({ path, key }) => ({ title: translate(tree, key), url: at(path) })),
    });
    return c.body(body, 200, { ...MARKDOWN, "Content-Type": "text/plain; charset=utf-8" });
  });
  feedRoutes.get(`${prefix}/tools/:file{[a-z0-9][a-z0-9-]{0,79}\\.md}`, async (c) => {
    const id = c.req.param("file").slice(0, -".md".length);
    const data = await toolPageData(database(c.env.DB), lang, id);
    if (!data) return c.text("Not found", 404);
    const { tree } = await context(c.req.url, c.env);
    return c.body(toolMarkdown(toolPageView(data, lang, tree), tree), 200, MARKDOWN);
  });
  feedRoutes.get(`${prefix}/blog/:file{[a-z0-9][a-z0-9-]{0,119}\\.md}`, (c) => {
    const slug = c.req.param("file").slice(0, -".md".length);
    const post = postsFor(lang).find((candidate) => candidate.slug === slug);
    if (!post) return c.text("Not found", 404);
    return c.body(guideMarkdown(post), 200, MARKDOWN);
  });
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
