import { BRAND_NAME } from "@common/brand";
import { getCategory } from "@common/catalogue/categories";
import type { Tool } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { buildPageHead, type HeadInput } from "@common/page-head";
import { toolJsonLd } from "./tool-json-ld";
import { type TranslationTree, translate } from "./translations";

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

/** The head of a page at the edge: the shared head's tags, and the JSON-LD a crawler reads on a full load. */
export interface EdgePageHead {
  title: string;
  /** Tags to append to `<head>` (already escaped). */
  html: string;
  indexable: boolean;
}

/** What the edge's page head is built from: the shared head's input and the page's data from the catalogue. */
export type EdgePageHeadInput = Omit<HeadInput, "t"> & {
  common: TranslationTree | null;
  /**
   * The tools a directory or category page lists (a page of them, from the catalogue in D1), for its ItemList.
   * A tool page passes its Tool as `tool` (from the public reads' toolPage), null when it is not published.
   */
  listed?: readonly Tool[];
};

/**
 * The head of a page at the edge (DESIGN.md "Pages at the edge"): the tags of common/page-head.ts (the same
 * values the app renders on client-side navigation) and JSON-LD (WebSite on home, ItemList on the directory
 * and category pages, SoftwareApplication and BreadcrumbList on tool pages, Article on blog posts).
 */
export function buildEdgePageHead(input: EdgePageHeadInput): EdgePageHead {
  const { origin, lang, route, common, post, tool, listed = [] } = input;
  const t = (key: string, values?: Record<string, string>) => translate(common, key, values);
  const head = buildPageHead({ ...input, t });
  const siteName = t("meta.siteName") || BRAND_NAME;
  const ld: unknown[] = [];
  const category = route.kind === "category" ? getCategory(route.param ?? "") : undefined;

  if (route.kind === "home") {
    ld.push({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteName,
      url: head.canonical,
      inLanguage: lang,
      description: head.description,
    });
  } else if (route.kind === "tools") {
    ld.push(itemList(origin, lang, listed, head.title));
  } else if (category) {
    ld.push({ ...itemList(origin, lang, listed, head.title), url: head.canonical });
  } else if (route.kind === "tool" && tool) {
    const homeName = t("nav.home");
    const categoryName = t(`categories.${tool.category}.title`);
    ld.push(...toolJsonLd({ origin, lang, tool, canonical: head.canonical, homeName, categoryName }));
  } else if (route.kind === "blog-post" && post) {
    ld.push({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      image: [head.image.url],
      datePublished: post.publishDate,
      dateModified: post.publishDate,
      inLanguage: lang,
      mainEntityOfPage: head.canonical,
      author: { "@type": "Organization", name: siteName },
      publisher: { "@type": "Organization", name: siteName },
    });
  }

  const tags = [
    ...head.meta.map(({ name, property, content }) =>
      name
        ? `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`
        : `<meta property="${escapeHtml(property ?? "")}" content="${escapeHtml(content)}">`,
    ),
    ...head.links.map(({ rel, href, hrefLang, type, title }) => {
      const extra = [
        hrefLang ? ` hreflang="${escapeHtml(hrefLang)}"` : "",
        type ? ` type="${escapeHtml(type)}"` : "",
        title ? ` title="${escapeHtml(title)}"` : "",
      ].join("");
      return `<link rel="${rel}"${extra} href="${escapeHtml(href)}">`;
    }),
    ...ld.map(jsonLd),
  ];
  return { title: head.title, html: tags.join(""), indexable: head.indexable };
}
