import type { StarterPathList, StarterPathPage } from "../starter-paths/pages";
import type { CategoryFilter } from "./category-filters";
import type { DirectoryQuery } from "./directory-query";
import type { CategoryPage, DirectoryPage, FeaturedTools, ToolPage } from "./pages";
import type { CategorySlug } from "./types";

/**
 * The catalogue data a page's first render needs, read by the Worker from D1 for the page it renders
 * (docs/decisions/040). The app's renderer puts it in the query cache under the same keys the browser's calls use,
 * and the page carries that cache to the browser, which adopts the page without asking again.
 */
export type CataloguePageData =
  | { kind: "home"; featured: FeaturedTools }
  | { kind: "tools"; query: DirectoryQuery; page: number; directory: DirectoryPage }
  | { kind: "category"; category: CategorySlug; filter: CategoryFilter; page: number; listing: CategoryPage }
  | { kind: "tool"; id: string; toolPage: ToolPage | null }
  | { kind: "paths"; list: StarterPathList }
  | { kind: "starter-path"; id: string; pathPage: StarterPathPage | null };

/** The routes whose pages the Worker renders from D1 on request instead of serving them prerendered. */
export const CATALOGUE_PAGE_KINDS = ["home", "tools", "category", "tool", "paths", "starter-path"] as const;
export type CataloguePageKind = (typeof CATALOGUE_PAGE_KINDS)[number];

export function isCataloguePageKind(kind: string): kind is CataloguePageKind {
  return (CATALOGUE_PAGE_KINDS as readonly string[]).includes(kind);
}

/** Where a page carries its query cache: `<script type="application/json" id="page-data">`. */
export const PAGE_DATA_ELEMENT_ID = "page-data";
