import type { QueryClient } from "@tanstack/react-query";

/**
 * The admin catalogue's endpoints and query keys, written once. A query's key is its URL (the admin screen's
 * convention: adminQueryFn and clearAdminQueries read the first element), so invalidating every answer about the
 * catalogue's tools is a prefix match on TOOLS_PATH.
 */
export const CATALOGUE_API = "/api/admin/catalogue";
export const TOOLS_PATH = `${CATALOGUE_API}/tools`;
export const EXPORT_PATH = `${CATALOGUE_API}/export`;
export const IMPORT_PATH = `${CATALOGUE_API}/import`;
/** What the link checker found (dead and moved addresses). */
export const LINK_CHECKS_PATH = `${CATALOGUE_API}/link-checks`;
/** Published tools whose beginner facts are due to be checked again. */
export const FACTS_REVIEW_PATH = `${CATALOGUE_API}/facts-review`;

/** The starter paths (docs/decisions/048). */
export const PATHS_PATH = `${CATALOGUE_API}/paths`;

/** `/api/admin/catalogue/paths/:id`. */
export function pathPath(id: string): string {
  return `${PATHS_PATH}/${encodeURIComponent(id)}`;
}

/** `/api/admin/catalogue/tools/:id`. */
export function toolPath(id: string): string {
  return `${TOOLS_PATH}/${encodeURIComponent(id)}`;
}

/** `/api/admin/catalogue/tools/:id/revisions`. */
export function revisionsPath(id: string): string {
  return `${toolPath(id)}/revisions`;
}

export const catalogueKeys = {
  list: (search: string) => [search ? `${TOOLS_PATH}?${search}` : TOOLS_PATH] as const,
  tool: (id: string) => [toolPath(id)] as const,
  revisions: (id: string) => [revisionsPath(id)] as const,
  linkChecks: () => [LINK_CHECKS_PATH] as const,
  factsReview: () => [FACTS_REVIEW_PATH] as const,
  paths: () => [PATHS_PATH] as const,
  path: (id: string) => [pathPath(id)] as const,
};

/** After a write to a starter path: the list and every path the cache holds are fetched again when next shown. */
export function invalidatePaths(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(PATHS_PATH) });
}

/**
 * After a write: every list page, tool and history the cache holds, and the facts due for review, are fetched again
 * when next shown.
 */
export function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const key = String(queryKey[0]);
      return key.startsWith(TOOLS_PATH) || key === FACTS_REVIEW_PATH;
    },
  });
}
