import type { CategoryFilter } from "./category-filters";
import type { DirectoryQuery } from "./directory-query";
import type { FactsView } from "./facts-view";
import type { CategorySlug, Tool } from "./types";

/**
 * What the public catalogue calls answer and what the Worker's page render puts in a page's query cache
 * (docs/decisions/040): a page of results, never the catalogue. The tools carry their text in the page's language
 * with SPEC.md §3's fallback to English already applied.
 */

/** Tools per page of the directory and of a category's lists (1, 2 and 3 columns all fill evenly). */
export const CATALOGUE_PAGE_SIZE = 24;

/** The URL's name for the page number (`/tools?page=3`); page 1 is left out. */
export const PAGE_PARAM = "page";

/** The most pages a listing goes to: past it a page number is not found (bounds the edge cache's keys). */
export const MAX_PAGE = 1000;

/** Reads a page number from a URL's search params: a whole number from 1 to MAX_PAGE, else 1. */
export function parsePageNumber(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM);
  if (raw === null || !/^[1-9][0-9]{0,3}$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : 1;
}

/** One page of a listing. */
export interface ToolListPage {
  tools: Tool[];
  /** Tools that match the query (the "X" of "X of Y tools found"). */
  matching: number;
  /** Published tools in the catalogue (the "Y"). */
  total: number;
  /** 1-based. */
  page: number;
  /** At least 1, so an empty result is page 1 of 1. */
  pageCount: number;
}

/** `GET /api/catalogue/tools?lang=&q=&category=&pricing=&tag=&sort=&page=`: a page of the directory. */
export interface DirectoryPage extends ToolListPage {
  query: DirectoryQuery;
}

/** `GET /api/catalogue/categories/{slug}?lang=&filter=&page=`: a page of a category (Recommended is its first two). */
export interface CategoryPage extends ToolListPage {
  category: CategorySlug;
  filter: CategoryFilter;
}

/** `GET /api/catalogue/tools/{id}?lang=`: a tool and the tools its page suggests next. */
export interface ToolPage {
  tool: Tool;
  similar: Tool[];
  /** What a beginner needs to know before signing up, written out for the language; null: nothing to show. */
  facts: FactsView | null;
}

/** `GET /api/catalogue/selection?lang=&ids=`: a visitor's saved tools, in their order, each with its facts. */
export interface SelectedTools {
  tools: { tool: Tool; facts: FactsView | null }[];
}

/** `GET /api/catalogue/featured?lang=`: the tools of the home page's beginner banner. */
export interface FeaturedTools {
  tools: Tool[];
}
