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

/** The URL's name for a category page's filter (`/category/video-creation?filter=free`); Recommended is left out. */
export const CATEGORY_FILTER_PARAM = "filter";

/** Reads a category page's filter from a URL's search params; missing or unknown means Recommended. */
export function parseCategoryFilter(params: URLSearchParams): CategoryFilter {
  const value = params.get(CATEGORY_FILTER_PARAM);
  return (CATEGORY_FILTERS as readonly string[]).includes(value ?? "") ? (value as CategoryFilter) : "recommended";
}

/** The search params of a category page's filter and page (defaults left out). */
export function categoryFilterParams(filter: CategoryFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== "recommended") params.set(CATEGORY_FILTER_PARAM, filter);
  if (page > 1) params.set("page", String(page));
  return params;
}
