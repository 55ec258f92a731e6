import { getCategory } from "@common/catalogue/categories";
import { tools, toolsInCategory } from "@common/catalogue/tools";
import type { Tool } from "@common/catalogue/types";
import { getLanguage, LANGUAGES, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import type { RouteMatch } from "@common/routes";
import { type TranslationTree, translate } from "./translations";

/** What a blog post contributes to its page head. */
export interface PostMeta {
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  publishDate: string;
}

export interface HeadInput {
  origin: string;
  lang: LanguageCode;
  /** Path without the language prefix. */
  path: string;
  route: RouteMatch;
  common: TranslationTree | null;
  post?: PostMeta | null;
}

export interface PageHead {
  title: string;
  /** Tags to append to `<head>` (already escaped). */
  html: string;
  /** False for pages search engines should not index (admin, not found). */
  indexable: boolean;
}

const DEFAULT_IMAGE = { path: "/images/og-default.png", width: 1200, height: 630 };

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON for a `<script type="application/ld+json">` block, safe against `</script>` in the data. */
function jsonLd(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}

function itemList(origin: string, lang: LanguageCode, list: readonly Tool[], name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: list.length,
    itemListElement: list.map((tool, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "SoftwareApplication",
        name: tool.name,
        applicationCategory: "AI tool",
        url: tool.url,
        publisher: { "@type": "Organization", name: tool.company },
      },
    })),
    url: `${origin}${localizePath("/tools", lang)}`,
  };
}

/**
 * The head of a page at the edge (DESIGN.md "Pages at the edge"): translated title and description per route
 * kind, canonical URL, hreflang for the nine languages plus x-default, Open Graph and Twitter tags, and JSON-LD
 * (WebSite on home, ItemList on the directory and category pages, Article on blog posts).
 */
export function buildPageHead({ origin, lang, path, route, common, post }: HeadInput): PageHead {
  const t = (key: string, values?: Record<string, string>) => translate(common, key, values);
  const siteName = t("meta.siteName") || "AI Tools Guide";
  let kind: string = route.kind;
  let values: Record<string, string> = {};
  let image = { url: `${origin}${DEFAULT_IMAGE.path}`, width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height };
  let imageAlt = t("meta.imageAlt");
  const ld: unknown[] = [];
  let ogType = "website";

  const category = route.kind === "category" ? getCategory(route.param ?? "") : undefined;
  if (route.kind === "category" && category) {
    values = {
      category: t(`categories.${category.slug}.title`),
      description: t(`categories.${category.slug}.description`),
    };
  } else if (route.kind === "category" || (route.kind === "blog-post" && !post)) {
    kind = "notFound";
  } else if (route.kind === "blog-post" && post) {
    values = { title: post.title, description: post.excerpt };
    image = { url: `${origin}${post.image}`, width: 1200, height: 630 };
    imageAlt = post.imageAlt;
    ogType = "article";
  } else if (route.kind === "not-found") {
    kind = "notFound";
  }

  const titleKey = `meta.${kind === "blog-post" ? "blogPost" : kind}.title`;
  const title = t(titleKey, values) || t("meta.default.title") || siteName;
  const description =
    t(`meta.${kind === "blog-post" ? "blogPost" : kind}.description`, values) || t("meta.default.description");
  const indexable = kind !== "admin" && kind !== "notFound";
  const canonical = `${origin}${localizePath(path, lang)}`;

  if (route.kind === "home") {
    ld.push({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteName,
      url: `${origin}${localizePath("/", lang)}`,
      inLanguage: lang,
      description,
    });
  } else if (route.kind === "tools") {
    ld.push(itemList(origin, lang, tools, title));
  } else if (category) {
    ld.push({ ...itemList(origin, lang, toolsInCategory(category.slug), title), url: canonical });
  } else if (route.kind === "blog-post" && post) {
    ld.push({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      image: [image.url],
      datePublished: post.publishDate,
      dateModified: post.publishDate,
      inLanguage: lang,
      mainEntityOfPage: canonical,
      author: { "@type": "Organization", name: siteName },
      publisher: { "@type": "Organization", name: siteName },
    });
  }

  const tags: string[] = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    indexable ? "" : '<meta name="robots" content="noindex, nofollow">',
  ];
  if (indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const language of LANGUAGES) {
      const href = `${origin}${localizePath(path, language.code)}`;
      tags.push(`<link rel="alternate" hreflang="${language.code}" href="${escapeHtml(href)}">`);
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${localizePath(path, "en")}`)}">`,
    );
  }
  const ogLocale = getLanguage(lang).locale.replace("-", "_");
  tags.push(
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(ogLocale)}">`,
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
    ...ld.map(jsonLd),
  );
  return { title, html: tags.filter(Boolean).join(""), indexable };
}
