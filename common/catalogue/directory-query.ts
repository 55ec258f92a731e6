import { routeOf } from "../routes";
import { CATEGORY_SLUGS, type CategorySlug, PRICING_VALUES, type Pricing, TOOL_TAGS, type ToolTag } from "./types";

/** The directory's orders: the catalogue's own (Recommended, the default), best rated first, by name. */
export const DIRECTORY_SORTS = ["recommended", "top-rated", "name"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** Longest search kept: the box takes no more, and a longer `q` in a URL is cut to it. */
export const MAX_SEARCH_LENGTH = 100;

/** "mine": only tools whose own interface is in the page's language (their beginner facts, docs/decisions/044). */
export const LANGUAGE_FILTERS = ["all", "mine"] as const;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

/**
 * What the directory shows: the search text, the filters (all must hold: SPEC.md §5's three, and the interface's
 * language) and the order.
 */
export interface DirectoryQuery {
  search: string;
  category: CategorySlug | "all";
  pricing: Pricing | "all";
  tag: ToolTag | "all";
  language: LanguageFilter;
  sort: DirectorySort;
}

export const DEFAULT_DIRECTORY_QUERY: DirectoryQuery = {
  search: "",
  category: "all",
  pricing: "all",
  tag: "all",
  language: "all",
  sort: "recommended",
};

/**
 * The URL's names for the query, `/tools?q=…&category=…&pricing=…&tag=…&language=mine&sort=…` (each language's directory
 * takes the same). A default is left out of the URL, so the unfiltered directory is plain `/tools`.
 */
export const DIRECTORY_PARAMS = {
  search: "q",
  category: "category",
  pricing: "pricing",
  tag: "tag",
  language: "language",
  sort: "sort",
} as const satisfies Record<keyof DirectoryQuery, string>;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Reads the directory's query from a URL's search params; a missing or unknown value means the default. A URL
 * that asks for nothing gives DEFAULT_DIRECTORY_QUERY itself, so a page that adopts the unfiltered HTML and
 * then reads its plain URL sees no change and redraws nothing.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const query: DirectoryQuery = {
    search: (params.get(DIRECTORY_PARAMS.search) ?? "").slice(0, MAX_SEARCH_LENGTH),
    category: oneOf(CATEGORY_SLUGS, params.get(DIRECTORY_PARAMS.category), "all"),
    pricing: oneOf(PRICING_VALUES, params.get(DIRECTORY_PARAMS.pricing), "all"),
    tag: oneOf(TOOL_TAGS, params.get(DIRECTORY_PARAMS.tag), "all"),
    language: oneOf(LANGUAGE_FILTERS, params.get(DIRECTORY_PARAMS.language), "all"),
    sort: oneOf(DIRECTORY_SORTS, params.get(DIRECTORY_PARAMS.sort), "recommended"),
  };
  const keys = Object.keys(query) as (keyof DirectoryQuery)[];
  return keys.every((key) => query[key] === DEFAULT_DIRECTORY_QUERY[key]) ? DEFAULT_DIRECTORY_QUERY : query;
}

/**
 * The search params for a query, starting from `current` so that parameters the directory does not own (a
 * campaign tag, say) stay. Defaults and a blank search are removed.
 */
export function directoryQueryParams(query: DirectoryQuery, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of Object.keys(DIRECTORY_PARAMS) as (keyof DirectoryQuery)[]) {
    const value = query[key];
    if (key === "search" ? value.trim() === "" : value === DEFAULT_DIRECTORY_QUERY[key]) {
      params.delete(DIRECTORY_PARAMS[key]);
    } else {
      params.set(DIRECTORY_PARAMS[key], value);
    }
  }
  return params;
}

/** The directory's path (without language prefix) showing `query`, e.g. `/tools?tag=video`. */
export function directoryPath(query: Partial<DirectoryQuery> = {}): string {
  const { pattern } = routeOf("tools");
  const search = directoryQueryParams({ ...DEFAULT_DIRECTORY_QUERY, ...query }).toString();
  return search ? `${pattern}?${search}` : pattern;
}

/** Whether a search, filter or order narrows the directory (its plain listing is what search engines index). */
export function isNarrowed(query: DirectoryQuery): boolean {
  return (Object.keys(DEFAULT_DIRECTORY_QUERY) as (keyof DirectoryQuery)[]).some(
    (key) => query[key] !== DEFAULT_DIRECTORY_QUERY[key],
  );
}
