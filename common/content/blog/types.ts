/** A bundled blog post in one language (SPEC.md §3). */
export interface BlogPost {
  id: string; // "1" or "2"
  slug: string;
  title: string;
  excerpt: string; // one or two sentences for the card and meta description (≤ 160 chars)
  image: string; // path under /images/blog/, e.g. "/images/blog/chatgpt-getting-started.webp"
  imageAlt: string; // meaningful alt text
  publishDate: string; // ISO date "2025-01-14"
  readTime: string; // localized, e.g. "5 min read"
  content: string; // markdown-like text: "## " headings, **bold**, "- " bullet lists, "1. " numbered lists, blank lines between paragraphs
}
