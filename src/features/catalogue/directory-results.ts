import type { DirectoryQuery, DirectorySort } from "@common/catalogue/directory-query";
import type { Tool } from "@common/catalogue/types";
import type { FuzzySearch } from "./fuzzy-search";
import { containsNeedle, searchNeedle, type TagLabel, toolSearchText } from "./tool-search-text";

/** How the directory orders tools besides the catalogue's own order. */
export interface DirectoryOrdering {
  /** Compares two names in the page's language (an `Intl.Collator`'s compare). */
  compareNames: (a: string, b: string) => number;
  /**
   * Each tool's score for Top rated (the ratings' weighted average, docs/decisions/020); a tool without one
   * is scored by its static rating.
   */
  topRatedScores?: ReadonlyMap<string, number>;
}

/** Whether a tool passes the category, pricing and tag filters (SPEC.md §5: all conditions must hold). */
export function matchesDirectoryFilters(tool: Tool, query: DirectoryQuery): boolean {
  return (
    (query.category === "all" || tool.category === query.category) &&
    (query.pricing === "all" || tool.pricing === query.pricing) &&
    (query.tag === "all" || tool.tags.includes(query.tag))
  );
}

/**
 * The tools in a sort's order: Recommended is the catalogue's; Top rated puts the highest score first; Name
 * follows the page language's collation. Ties keep the catalogue's order (the sort is stable).
 */
export function sortDirectoryTools<T extends Tool>(
  tools: readonly T[],
  sort: DirectorySort,
  { compareNames, topRatedScores }: DirectoryOrdering,
): T[] {
  switch (sort) {
    case "recommended":
      return [...tools];
    case "name":
      return [...tools].sort((a, b) => compareNames(a.name, b.name));
    case "top-rated": {
      const score = (tool: Tool) => topRatedScores?.get(tool.id) ?? tool.rating;
      return [...tools].sort((a, b) => score(b) - score(a));
    }
  }
}

/**
 * What the directory shows for a query. Without a search: the filtered tools in the chosen order. With one:
 * first every tool whose text contains the search (SPEC.md §5's case-insensitive substring, over name,
 * description and company and also the rest of the card's text and the tags' labels), in the chosen order;
 * then, once the forgiving search has loaded, the tools only it finds (a typo, a word's other form), best
 * match first under Recommended and in the chosen order otherwise.
 */
export function directoryResults<T extends Tool>(
  tools: readonly T[],
  query: DirectoryQuery,
  { tagLabel, fuzzy, ...ordering }: DirectoryOrdering & { tagLabel: TagLabel; fuzzy?: FuzzySearch | null },
): T[] {
  const candidates = tools.filter((tool) => matchesDirectoryFilters(tool, query));
  const needle = searchNeedle(query.search);
  if (!needle) return sortDirectoryTools(candidates, query.sort, ordering);

  const exact = candidates.filter((tool) => containsNeedle(toolSearchText(tool, tagLabel), needle));
  const ordered = sortDirectoryTools(exact, query.sort, ordering);
  if (!fuzzy) return ordered;

  const found = new Set(exact.map((tool) => tool.id));
  const relevance = fuzzy(query.search);
  const near = candidates.filter((tool) => !found.has(tool.id) && relevance.has(tool.id));
  const nearOrdered =
    query.sort === "recommended"
      ? near.sort((a, b) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0))
      : sortDirectoryTools(near, query.sort, ordering);
  return [...ordered, ...nearOrdered];
}
