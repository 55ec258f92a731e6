// The similar-tools rule the app used while the catalogue was bundled, kept as the reference the D1 query is tested against.
import type { Tool } from "@common/catalogue/types";

/** How many similar tools a tool page shows. */
export const SIMILAR_TOOLS_COUNT = 6;

/**
 * The tools a tool page suggests next: other tools of the same category first, then those sharing the most tags
 * with it; ties keep catalogue order (a category's first tools are its best picks for beginners). A tool that
 * shares neither the category nor a tag is no suggestion, so fewer than six may come back.
 */
export function similarTools<T extends Tool>(tool: Tool, catalogue: readonly T[]): T[] {
  const tags = new Set(tool.tags);
  return catalogue
    .filter((other) => other.id !== tool.id)
    .map((other, order) => ({
      other,
      order,
      sameCategory: other.category === tool.category ? 1 : 0,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ sameCategory, shared }) => sameCategory > 0 || shared > 0)
    .sort((a, b) => b.sameCategory - a.sameCategory || b.shared - a.shared || a.order - b.order)
    .slice(0, SIMILAR_TOOLS_COUNT)
    .map(({ other }) => other);
}
