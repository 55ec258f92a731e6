import { isNarrowed, parseDirectoryQuery } from "@common/catalogue/directory-query";
import { parsePageNumber } from "@common/catalogue/pages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { buildPageHead, type HeadTranslate } from "@common/page-head";
import { matchRoute } from "@common/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { postsQuery } from "@/features/blog/use-posts";
import { directoryPageQuery } from "@/features/catalogue/api/get-directory-page";
import { toolPageQuery } from "@/features/catalogue/api/get-tool-page";
import { getPublicConfig } from "@/lib/public-config";

/**
 * The page's `<title>`, description, canonical, hreflang and social tags (common/page-head.ts), rendered as
 * React 19 document metadata: React hoists them into `<head>`, adopts the identical tags the Worker wrote on
 * a full load, and replaces them on every client-side navigation and language switch.
 */
export function PageHead() {
  const { pathname, search } = useLocation();
  const { lang, path } = parseLocalizedPath(pathname);
  const route = matchRoute(path);
  const { i18n } = useTranslation();
  const { data: posts } = useQuery({ ...postsQuery(lang), enabled: route.kind === "blog-post" });
  const post = route.kind === "blog-post" ? (posts?.find((p) => p.slug === route.param) ?? null) : null;
  // The tool page's own query: the same answer its content shows, so no second request.
  const { data: toolPage } = useQuery({ ...toolPageQuery(lang, route.param ?? ""), enabled: route.kind === "tool" });
  const tool = route.kind === "tool" ? (toolPage?.tool ?? null) : null;
  // The directory's own query (the same answer its grid shows): which page of how many.
  const params = new URLSearchParams(search);
  const query = parseDirectoryQuery(params);
  const { data: directory } = useQuery({
    ...directoryPageQuery(lang, query, parsePageNumber(params)),
    enabled: route.kind === "tools",
  });
  const listing =
    route.kind === "tools" && directory
      ? { page: directory.page, pageCount: directory.pageCount, narrowed: isNarrowed(query) }
      : null;

  // The URL's language, not i18next's current one: after a language switch the two differ for a moment.
  const t: HeadTranslate = (key, values) =>
    i18n.exists(key, { lng: lang }) ? String(i18n.t(key as never, { ...values, lng: lang })) : "";
  const head = buildPageHead({ origin: getPublicConfig().siteUrl, lang, path, route, t, post, tool, listing });

  return (
    <>
      <title>{head.title}</title>
      {head.meta.map(({ name, property, content }) => (
        <meta key={name ?? property} name={name} property={property} content={content} />
      ))}
      {head.links.map(({ rel, hrefLang, href }) => (
        <link key={hrefLang ?? rel} rel={rel} hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}
