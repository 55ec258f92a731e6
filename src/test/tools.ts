import type { Tool } from "@common/catalogue/types";

/** A catalogue tool for component tests, with its text in English; `overrides` sets what the test is about. */
export function testTool(id: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id,
    name: id,
    company: "Acme",
    description: "A helpful tool",
    logoText: "AB",
    logoColor: "bg-slate-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1200,
    tags: ["chatbot"],
    category: "ai-assistants",
    featured: false,
    url: `https://${id.toLowerCase()}.example`,
    difficulty: "Beginner",
    bestFor: "Everyday questions",
    freeOption: true,
    whatItDoes: "Answers questions.",
    topUseCases: ["Drafting emails", "Summaries", "Brainstorming", "Learning"],
    example: "Explain compound interest simply",
    ...overrides,
  };
}
