import { describe, expect, it } from "vitest";
import type { Tool } from "./catalogue/types";
import { buildPageHead, type HeadTranslate } from "./page-head";
import { matchRoute } from "./routes";
import { socialCardHash, socialImage, toolSocialImage } from "./social-image";

const CHATGPT = { id: "chatgpt", name: "ChatGPT", company: "OpenAI", logoText: "CG", logoColor: "bg-emerald-700" };

const t: HeadTranslate = (key) => (key === "meta.imageAlt" ? "Find and learn the right AI tools" : "");

type Input = Parameters<typeof buildPageHead>[0];

function head(path: string, lang: "en" | "ar" = "en", post: Input["post"] = null, tool: Input["tool"] = null) {
  return buildPageHead({ origin: "https://example.org", lang, path, route: matchRoute(path), t, post, tool });
}

function tag(meta: ReturnType<typeof head>["meta"], key: string): string | undefined {
  return meta.find((m) => m.property === key || m.name === key)?.content;
}

describe("social image paths", () => {
  it("names the site's card per language, a tool's card per tool, and a post's picture as JPEG", () => {
    expect(socialImage({ kind: "site" }, "zh")).toEqual({
      path: "/images/og/site/zh.png",
      type: "image/png",
      width: 1200,
      height: 630,
    });
    expect(toolSocialImage(CHATGPT)).toEqual({
      path: `/social/tools/chatgpt/${socialCardHash(CHATGPT)}.png`,
      type: "image/png",
      width: 1200,
      height: 630,
    });
    expect(socialCardHash(CHATGPT)).toMatch(/^[0-9a-z]{7}$/);
    expect(socialImage({ kind: "post", image: "/images/blog/what-is-ai.webp" }, "de")).toMatchObject({
      path: "/images/og/blog/what-is-ai.jpg",
      type: "image/jpeg",
    });
  });
});

describe("the page head's social image", () => {
  it("is the site's card in the page's language for a page without a picture of its own", () => {
    const { meta, image } = head("/tools", "ar");
    expect(image.url).toBe("https://example.org/images/og/site/ar.png");
    expect(tag(meta, "og:image")).toBe(image.url);
    expect(tag(meta, "twitter:image")).toBe(image.url);
    expect(tag(meta, "og:image:type")).toBe("image/png");
    expect(tag(meta, "og:image:width")).toBe("1200");
    expect(tag(meta, "og:image:height")).toBe("630");
    expect(tag(meta, "og:image:alt")).toBe("Find and learn the right AI tools");
    expect(tag(meta, "twitter:image:alt")).toBe("Find and learn the right AI tools");
  });

  it("is the tool's card, the same in every language, at a URL that changes when the card's text does", () => {
    const tool: Tool = {
      ...CHATGPT,
      description: "An AI chat assistant.",
      pricing: "freemium",
      rating: 4.5,
      reviews: 100,
      tags: [],
      category: "ai-assistants",
      featured: false,
      url: "https://chatgpt.com",
      bestFor: "Everyday questions",
      freeOption: true,
      whatItDoes: "Answers questions.",
      topUseCases: ["a", "b", "c", "d"],
      example: "Ask it anything.",
    };
    const card = `https://example.org${toolSocialImage(CHATGPT).path}`;
    for (const lang of ["en", "ar"] as const) {
      const { meta } = head("/tools/chatgpt", lang, null, tool);
      expect(tag(meta, "og:image"), lang).toBe(card);
      expect(tag(meta, "og:image:type"), lang).toBe("image/png");
    }
    const renamed = head("/tools/chatgpt", "en", null, { ...tool, name: "ChatGPT 5" });
    expect(tag(renamed.meta, "og:image")).toMatch(/^https:\/\/example\.org\/social\/tools\/chatgpt\/[0-9a-z]{7}\.png$/);
    expect(tag(renamed.meta, "og:image")).not.toBe(card);
  });

  it("is a blog post's own picture, with the post's alternative text", () => {
    const post = {
      title: "What is AI?",
      excerpt: "A beginner's explainer.",
      image: "/images/blog/what-is-ai.webp",
      imageAlt: "Glowing connected nodes",
      publishDate: "2025-01-14",
    };
    const { meta } = head("/blog/what-is-ai-demystifying-artificial-intelligence", "en", post);
    expect(tag(meta, "og:image")).toBe("https://example.org/images/og/blog/what-is-ai.jpg");
    expect(tag(meta, "og:image:type")).toBe("image/jpeg");
    expect(tag(meta, "og:image:alt")).toBe("Glowing connected nodes");
  });
});
