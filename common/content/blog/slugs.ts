/** Slugs of the bundled blog posts (the same in every language): the blog post pages that are prerendered. */
export const BLOG_SLUGS = [
  "how-to-get-started-with-chatgpt",
  "what-is-ai-demystifying-artificial-intelligence",
] as const;

/** A bundled blog post's slug. */
export type BlogSlug = (typeof BLOG_SLUGS)[number];
