import { BRAND_NAME } from "./brand";
import { getCategory } from "./catalogue/categories";
import { PAGE_PARAM } from "./catalogue/pages";
import type { Tool } from "./catalogue/types";
import { FEED_PATHS, FEED_TYPES, type FeedKind } from "./feeds";
import { LANGUAGES, type LanguageCode, ogLocaleOf } from "./i18n/languages";
import { localizePath } from "./i18n/localized-path";
import { type RouteMatch, routeOf } from "./routes";
import { type SocialImage, socialImage } from "./social-image.ts";

/**
 * The head of a page (SPEC.md §2 "Routes": title, description and social tags per route kind, hreflang for the
 * nine languages plus x-default), worked out once for both places that write it: the Worker on a full page
 * load (worker/edge/page-head.ts) and the app's `PageHead` component on client-side navigation. Both render
 * these values as they are, so the head after a navigation equals the head of a full load of the same URL.
 */

/** What a blog post contributes to its page head. */
export interface PostMeta {
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  publishDate: string;
}

/** Looks up a translation; answers "" for a missing key (so a fallback can take over). */
export type HeadTranslate = (key: string, values?: Record<string, string>) => string;

export interface HeadInput {
  /** Absolute origin for canonical and social URLs, without a trailing slash. */
  origin: string;
  lang: LanguageCode;
  /** Path without the language prefix. */
  path: string;
  route: RouteMatch;
  t: HeadTranslate;
  /** The blog post shown, for a blog-post route; null when its slug is unknown. */
  post?: PostMeta | null;
  /** The tool shown with its text in the page's language, for a tool route; null when its id is unknown. */
  tool?: Tool | null;
  /** The starter path shown, in the page's language, for a starter path route; null when it is not published. */
  starterPath?: { title: string; summary: string } | null;
  /**
   * For the directory: which of its pages this is, and whether a search, filter or order narrows it. Only the
   * plain listing's pages are pages of their own for search engines (canonical to themselves, linked prev and
   * next); a narrowed view's canonical is the plain directory.
   */
  listing?: ListingPosition | null;
}

export interface ListingPosition {
  page: number;
  pageCount: number;
  narrowed: boolean;
}

/** A `<meta>` tag: either `name` or `property` (Open Graph), and its content. */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/**
 * A `<link>` tag: the canonical URL, an alternate language, a listing's previous or next page, or one of the
 * language's feeds (an alternate with its media type and title, for feed readers to discover).
 */
export interface HeadLink {
  rel: "canonical" | "alternate" | "prev" | "next";
  href: string;
  hrefLang?: string;
  type?: string;
  title?: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** False for pages search engines should not index (admin, not found). */
  indexable: boolean;
  canonical: string;
  ogType: "website" | "article";
  /** The page's social image (common/social-image.ts), with its absolute URL and alternative text. */
  image: SocialImage & { url: string; alt: string };
  meta: HeadMeta[];
  links: HeadLink[];
}

/** Translation key stem of each route kind's title and description (`meta.{stem}.title`). */
function metaKind(
  route: RouteMatch,
  post: PostMeta | null | undefined,
  tool: Tool | null | undefined,
  starterPath: HeadInput["starterPath"],
): string {
  switch (route.kind) {
    case "category":
      return getCategory(route.param ?? "") ? "category" : "notFound";
    case "tool":
      return tool ? "tool" : "notFound";
    case "starter-path":
      return starterPath ? "starterPath" : "notFound";
    case "blog-post":
      return post ? "blogPost" : "notFound";
    case "not-found":
      return "notFound";
    default:
      return route.kind;
  }
}

/** A listing's page `page` (1 without `?page=`) at a path without language prefix. */
function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path;
}

export function buildPageHead({ origin, lang, path, route, t, post, tool, starterPath, listing }: HeadInput): PageHead {
  const siteName = t("meta.siteName") || BRAND_NAME;
  const kind = metaKind(route, post, tool, starterPath);
  let values: Record<string, string> = {};
  // The site's picture in the page's language, unless the page has one of its own.
  let picture = socialImage({ kind: "site" }, lang);
  let imageAlt = t("meta.imageAlt") || siteName;
  let ogType: PageHead["ogType"] = "website";

  if (kind === "category") {
    const slug = route.param ?? "";
    values = { category: t(`categories.${slug}.title`), description: t(`categories.${slug}.description`) };
  } else if (kind === "tool" && tool) {
    values = { name: tool.name, bestFor: tool.bestFor, description: tool.description };
    // The tool's own card, drawn by the Worker; its URL changes when what it shows does.
    picture = socialImage({ kind: "tool", card: tool }, lang);
    imageAlt = t("meta.tool.title", values) || tool.name;
  } else if (kind === "starterPath" && starterPath) {
    values = { title: starterPath.title, summary: starterPath.summary };
  } else if (kind === "blogPost" && post) {
    values = { title: post.title, description: post.excerpt };
    picture = socialImage({ kind: "post", image: post.image }, lang);
    imageAlt = post.imageAlt;
    ogType = "article";
  }

  const image = { ...picture, url: `${origin}${picture.path}`, alt: imageAlt };
  const title = t(`meta.${kind}.title`, values) || t("meta.default.title") || siteName;
  const description = t(`meta.${kind}.description`, values) || t("meta.default.description");
  // The route table's public pages are indexed, unless what they name does not exist (an unknown tool, category or
  // post is the not-found page); the admin and a visitor's own saved list and comparison never are.
  const indexable = kind !== "notFound" && routeOf(route.kind).public;
  // A plain listing's page is its own page; anything else is known by its path alone.
  const page = listing && !listing.narrowed ? listing.page : 1;
  const at = (code: LanguageCode, n = page) => `${origin}${localizePath(pagedPath(path, n), code)}`;
  const canonical = at(lang);
  const neighbours: HeadLink[] =
    listing && !listing.narrowed
      ? [
          ...(page > 1 ? [{ rel: "prev" as const, href: at(lang, page - 1) }] : []),
          ...(page < listing.pageCount ? [{ rel: "next" as const, href: at(lang, page + 1) }] : []),
        ]
      : [];

  const links: HeadLink[] = indexable
    ? [
        { rel: "canonical", href: canonical },
        ...LANGUAGES.map(({ code }): HeadLink => ({ rel: "alternate", hrefLang: code, href: at(code) })),
        { rel: "alternate", hrefLang: "x-default", href: at("en") },
        ...neighbours,
        ...(Object.keys(FEED_PATHS) as FeedKind[]).map(
          (kind): HeadLink => ({
            rel: "alternate",
            type: FEED_TYPES[kind],
            title: siteName,
            href: `${origin}${localizePath(FEED_PATHS[kind], lang)}`,
          }),
        ),
      ]
    : [];

  const meta: HeadMeta[] = [
    { name: "description", content: description },
    ...(indexable ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocaleOf(lang) },
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];

  return {
    title,
    description,
    indexable,
    canonical,
    ogType,
    image,
    meta,
    links,
  };
}
