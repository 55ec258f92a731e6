import { tools } from "@common/catalogue/tools";
import type { Tool } from "@common/catalogue/types";
import { describe, expect, it } from "vitest";
import { SIMILAR_TOOLS_COUNT, similarTools } from "./similar-tools";

function tool(id: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id,
    name: id,
    company: "Acme",
    description: "",
    logoText: "XX",
    logoColor: "bg-slate-700",
    pricing: "free",
    rating: 4,
    reviews: 1,
    tags: [],
    category: "ai-assistants",
    featured: false,
    url: "https://example.com",
    bestFor: "",
    freeOption: true,
    whatItDoes: "",
    topUseCases: ["a", "b", "c", "d"],
    example: "",
    ...overrides,
  };
}

describe("similarTools", () => {
  const subject = tool("subject", { category: "writing-help", tags: ["writing", "grammar", "content"] });

  it("puts the same category first, then the most shared tags, ties in catalogue order; never the tool itself", () => {
    const catalogue = [
      tool("one-tag", { category: "video-creation", tags: ["writing"] }),
      subject,
      tool("three-tags", { category: "research-search", tags: ["writing", "grammar", "content"] }),
      tool("same-category-b", { category: "writing-help", tags: [] }),
      tool("same-category-a", { category: "writing-help", tags: ["grammar"] }),
      tool("unrelated", { category: "video-creation", tags: ["video"] }),
      tool("two-tags", { category: "social-media", tags: ["content", "grammar"] }),
      tool("one-tag-later", { category: "social-media", tags: ["content"] }),
    ];
    expect(similarTools(subject, catalogue).map((t) => t.id)).toEqual([
      "same-category-a",
      "same-category-b",
      "three-tags",
      "two-tags",
      "one-tag",
      "one-tag-later",
    ]);
  });

  it("shows at most six, and leaves out tools that share neither category nor tag", () => {
    const many = Array.from({ length: 10 }, (_, i) => tool(`t${i}`, { category: "writing-help" }));
    expect(similarTools(subject, many)).toHaveLength(SIMILAR_TOOLS_COUNT);
    expect(similarTools(subject, [tool("unrelated", { category: "video-creation" })])).toEqual([]);
  });

  it("finds six for every tool of the catalogue", () => {
    for (const t of tools) expect(similarTools(t, tools), t.id).toHaveLength(SIMILAR_TOOLS_COUNT);
  });
});
