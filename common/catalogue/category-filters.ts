import type { Tool } from "./types";

/** The category page's filters (SPEC.md §2, §5), Recommended first and default. */
export const CATEGORY_FILTERS = ["recommended", "all", "free", "beginner", "advanced"] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** How many tools the Recommended filter shows (SPEC.md §9). */
export const RECOMMENDED_COUNT = 2;

/** Applies a category-page filter to the tools of one category, keeping catalogue order. */
export function filterCategoryTools<T extends Tool>(tools: readonly T[], filter: CategoryFilter): T[] {
  switch (filter) {
    case "recommended":
      return tools.slice(0, RECOMMENDED_COUNT);
    case "all":
      return [...tools];
    case "free":
      return tools.filter((t) => t.pricing === "free");
    case "beginner":
      return tools.filter((t) => (t.difficulty ?? "Beginner") === "Beginner");
    case "advanced":
      return tools.filter((t) => t.difficulty === "Advanced");
  }
}
