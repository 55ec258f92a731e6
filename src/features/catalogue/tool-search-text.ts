import type { Tool, ToolTag } from "@common/catalogue/types";

/** A tag's label in the visitor's language (`tags.<tag>` in the common namespace). */
export type TagLabel = (tag: ToolTag) => string;

/**
 * The text of a tool the directory's search looks at, in the visitor's language: SPEC.md §5's name,
 * description and company, then the rest of what its card says and its tags' labels.
 */
export interface ToolSearchText {
  id: string;
  name: string;
  company: string;
  description: string;
  bestFor: string;
  whatItDoes: string;
  topUseCases: string;
  example: string;
  tags: string;
}

/** The searched fields, in the order of how much a match in them says about the tool. */
export const SEARCH_FIELDS = [
  "name",
  "tags",
  "company",
  "description",
  "bestFor",
  "whatItDoes",
  "topUseCases",
  "example",
] as const satisfies readonly (keyof ToolSearchText)[];

/** A (localized) tool's searchable text; list fields are joined a line each. */
export function toolSearchText(tool: Tool, tagLabel: TagLabel): ToolSearchText {
  return {
    id: tool.id,
    name: tool.name,
    company: tool.company,
    description: tool.description,
    bestFor: tool.bestFor,
    whatItDoes: tool.whatItDoes,
    topUseCases: tool.topUseCases.join("\n"),
    example: tool.example,
    tags: tool.tags.map(tagLabel).join("\n"),
  };
}

/** The search as the substring match compares it: trimmed, without regard to case (SPEC.md §5). */
export function searchNeedle(search: string): string {
  return search.trim().toLocaleLowerCase();
}

/** Whether any searched field contains the needle (a `searchNeedle`). */
export function containsNeedle(text: ToolSearchText, needle: string): boolean {
  return SEARCH_FIELDS.some((field) => text[field].toLocaleLowerCase().includes(needle));
}
