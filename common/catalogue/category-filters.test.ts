import { describe, expect, it } from "vitest";
import { filterCategoryTools, RECOMMENDED_COUNT } from "./category-filters";
import type { Tool } from "./types";

function tool(id: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id,
    name: id.toUpperCase(),
    company: "Acme",
    description: `About ${id}`,
    logoText: "XX",
    logoColor: "bg-slate-700",
    pricing: "freemium",
    rating: 4,
    reviews: 10,
    tags: ["chatbot"],
    category: "ai-assistants",
    featured: false,
    url: "https://example.com",
    difficulty: "Beginner",
    bestFor: "",
    freeOption: true,
    whatItDoes: "",
    topUseCases: ["a", "b", "c", "d"],
    example: "",
    ...overrides,
  };
}

const categoryTools = [
  tool("first", { pricing: "free" }),
  tool("second", { difficulty: "Advanced", pricing: "paid" }),
  tool("third", { difficulty: undefined }),
  tool("fourth", { difficulty: "Advanced", pricing: "free" }),
  tool("fifth"),
];

const ids = (list: Tool[]) => list.map((t) => t.id);

describe("category filters (SPEC.md §5)", () => {
  it("Recommended shows only the first two tools, in catalogue order", () => {
    expect(RECOMMENDED_COUNT).toBe(2);
    expect(ids(filterCategoryTools(categoryTools, "recommended"))).toEqual(["first", "second"]);
  });

  it("All Tools shows every tool of the category", () => {
    expect(ids(filterCategoryTools(categoryTools, "all"))).toEqual(["first", "second", "third", "fourth", "fifth"]);
  });

  it("Free Only shows tools whose pricing is free (not freemium)", () => {
    expect(ids(filterCategoryTools(categoryTools, "free"))).toEqual(["first", "fourth"]);
  });

  it("Beginner shows Beginner tools and tools with no difficulty", () => {
    expect(ids(filterCategoryTools(categoryTools, "beginner"))).toEqual(["first", "third", "fifth"]);
  });

  it("Advanced shows Advanced tools only", () => {
    expect(ids(filterCategoryTools(categoryTools, "advanced"))).toEqual(["second", "fourth"]);
  });

  it("can be empty", () => {
    expect(filterCategoryTools([tool("x")], "advanced")).toEqual([]);
  });
});
