import type { Tool } from "@common/catalogue/types";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { buildPageHead, type HeadInput, type HeadTranslate, type ListingPosition } from "@common/page-head";
import { matchRoute, type RouteKind } from "@common/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { postsQuery } from "@/features/blog/use-posts";
import { getPublicConfig } from "@/lib/public-config";

/**
 * The page's `<title>`, description, canonical, hreflang and social tags (common/page-head.ts), rendered as
 * React 19 document metadata: React hoists them into `<head>`, adopts the identical tags the Worker wrote on
 * a full load, and replaces them on every client-side navigation and language switch.
 *
 * The layout renders it for every page but the tool pages, the directory and the starter paths, which render it
 * themselves with what their data says (the tool; which page of how many; the path): so no page's scripts carry the catalogue's queries for the
 * head (`HEAD_FROM_PAGE`).
 */
/** The routes whose page renders its own head (with the tool it shows, or the page of the listing). */
export const HEAD_FROM_PAGE: readonly RouteKind[] = ["tool", "tools", "starter-path"];

export function PageHead({
  tool = null,
  listing = null,
  starterPath = null,
}: {
  tool?: Tool | null;
  listing?: ListingPosition | null;
  starterPath?: HeadInput["starterPath"];
}) {
  const { pathname } = useLocation();
  const { lang, path } = parseLocalizedPath(pathname);
  const route = matchRoute(path);
  const { i18n } = useTranslation();
  const { data: posts } = useQuery({ ...postsQuery(lang), enabled: route.kind === "blog-post" });
  const post = route.kind === "blog-post" ? (posts?.find((p) => p.slug === route.param) ?? null) : null;

  // The URL's language, not i18next's current one: after a language switch the two differ for a moment.
  const t: HeadTranslate = (key, values) =>
    i18n.exists(key, { lng: lang }) ? String(i18n.t(key as never, { ...values, lng: lang })) : "";
  const origin = getPublicConfig().siteUrl;
  const head = buildPageHead({ origin, lang, path, route, t, post, tool, starterPath, listing });

  return (
    <>
      <title>{head.title}</title>
      {head.meta.map(({ name, property, content }) => (
        <meta key={name ?? property} name={name} property={property} content={content} />
      ))}
      {head.links.map(({ rel, hrefLang, href, type, title }) => (
        <link key={hrefLang ?? type ?? rel} rel={rel} hrefLang={hrefLang} href={href} type={type} title={title} />
      ))}
    </>
  );
}
