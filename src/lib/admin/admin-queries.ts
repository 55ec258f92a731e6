import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The sign-in check's query key. */
export const AUTH_KEY = ["/api/admin/auth"] as const;

/** Paths whose answers are admin-only data (the auth check, analytics, daily views, the subscriber list). */
const ADMIN_PATHS = ["/api/admin/", "/api/subscriptions"];

/** True for a query whose key is an admin-only endpoint. */
export function isAdminQueryKey(key: QueryKey): boolean {
  const path = String(key[0] ?? "");
  return ADMIN_PATHS.some((prefix) => path.startsWith(prefix));
}

/**
 * Signs out in the browser: the auth check answers "signed out" and every other admin query leaves the cache,
 * so no subscriber or visit data stays in memory after a logout or once the session has ended (a 401).
 */
export function clearAdminQueries(queryClient: QueryClient): void {
  queryClient.setQueryData(AUTH_KEY, { authenticated: false });
  queryClient.removeQueries({
    predicate: ({ queryKey }) => isAdminQueryKey(queryKey) && queryKey[0] !== AUTH_KEY[0],
  });
}
