import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../i18n/languages";
import { posts as en } from "./en";
import { pickPosts, postsFor } from "./meta";
import { BLOG_SLUGS } from "./slugs";

describe("bundled blog posts", () => {
  it("English has the two posts of SPEC.md §3 with their slugs, ids and date", () => {
    expect(en.map((p) => [p.id, p.slug, p.publishDate])).toEqual([
      ["1", BLOG_SLUGS[0], "2025-01-14"],
      ["2", BLOG_SLUGS[1], "2025-01-14"],
    ]);
  });

  it.each(LANGUAGE_CODES)("%s has both posts with the same ids, slugs, images and dates, and its own text", (lang) => {
    const posts = postsFor(lang);
    expect(posts.map((p) => [p.id, p.slug, p.image, p.publishDate])).toEqual(
      en.map((p) => [p.id, p.slug, p.image, p.publishDate]),
    );
    for (const [i, post] of posts.entries()) {
      expect(post.title.trim().length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
      expect(post.content).toMatch(/^## /m);
      expect(post.readTime).toMatch(/\d/);
      // The renderer knows **bold** only; a single-asterisk span would show its asterisks.
      expect(post.content).not.toMatch(/(?<!\*)\*(?!\*)[^*\n]+\*(?!\*)/);
      if (lang !== "en") {
        expect(post.title).not.toBe(en[i]?.title);
        expect(post.content).not.toBe(en[i]?.content);
      }
    }
  });

  it("a language without its own posts gets the English ones", () => {
    expect(pickPosts({}, "ru")).toBe(en);
    expect(pickPosts({ en }, "zh")).toBe(en);
  });
});
