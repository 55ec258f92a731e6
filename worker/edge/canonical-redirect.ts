import { publicPagePath } from "@common/site-pages";

/**
 * A 301 to the canonical path when `url` is an alias of a public page (a trailing slash, `/tools//`, a
 * percent-escape of a plain letter), keeping the query; null when the path is canonical or not a public page.
 * It runs before the page cache, so the cache only ever holds a public page under its one canonical path and a
 * scan of aliases cannot fill it.
 */
export function canonicalRedirect(url: URL): Response | null {
  const canonical = publicPagePath(url.pathname);
  if (canonical === null || canonical === url.pathname) return null;
  // `canonical` comes from the route table and starts with a single "/": always a same-site location.
  return new Response(null, { status: 301, headers: { Location: `${canonical}${url.search}` } });
}
