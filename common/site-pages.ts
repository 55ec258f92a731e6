import { CATEGORY_SLUGS } from "./catalogue/types";
import { localizePath, parseLocalizedPath, withoutTrailingSlash } from "./i18n/localized-path";

/** Slugs of the bundled blog posts (the same in every language). */
export const BLOG_SLUGS = [
  "how-to-get-started-with-chatgpt",
  "what-is-ai-demystifying-artificial-intelligence",
] as const;

/** Every public page path (without language prefix): what the sitemap lists and what is prerendered. */
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  "/tools",
  ...CATEGORY_SLUGS.map((slug) => `/category/${slug}`),
  "/blog",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  "/about",
  "/contact",
  "/terms",
  "/privacy",
];

/**
 * The canonical URL path of a public page ("/es/tools/" → "/es/tools", "/de" → "/de/"), or null when the path
 * (with or without a language prefix or trailing slash) is not one of the public pages. The answer is always
 * built from PUBLIC_PATHS, never copied from the input, so it is safe to put in a link.
 */
export function publicPagePath(pathname: string): string | null {
  const { lang, path } = parseLocalizedPath(pathname);
  const page = PUBLIC_PATHS.find((known) => known === withoutTrailingSlash(path));
  return page === undefined ? null : localizePath(page, lang);
}

/** True when a URL path (with or without a language prefix or trailing slash) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return publicPagePath(pathname) !== null;
}
