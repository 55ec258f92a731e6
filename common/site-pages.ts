import { CATEGORY_SLUGS } from "./catalogue/types";

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
