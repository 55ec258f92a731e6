import { CATEGORY_SLUGS } from "./catalogue/types";
import { parseLocalizedPath, withoutTrailingSlash } from "./i18n/localized-path";

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

/** True when a URL path (with or without a language prefix or trailing slash) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PATHS.includes(withoutTrailingSlash(parseLocalizedPath(pathname).path));
}
