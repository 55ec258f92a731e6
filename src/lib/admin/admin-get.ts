import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import type { QueryFunction, QueryFunctionContext } from "@tanstack/react-query";
import { type ErrorText, throwIfResNotOk } from "@/lib/api-client";

// The admin screen's GETs. Kept apart from the app's API client, which every public page loads: only the admin
// has a session whose idle timeout a request can extend.

/**
 * True when a query function runs to refresh answers already on screen: the query has run before (it holds data
 * or an error), so this run is React Query's refetch on an interval or on focus, not something the admin did.
 * Opening the dashboard, a new date range or a sign-in starts queries that have not run yet. (The dashboard has no
 * refresh button; one would have to pass its own mark.)
 */
export function isBackgroundRefetch({ client, queryKey }: Pick<QueryFunctionContext, "client" | "queryKey">): boolean {
  const state = client.getQueryState(queryKey);
  return Boolean(state && (state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0));
}

/**
 * The one GET of the admin screen: with credentials, and for a background refresh (`background`) with
 * BACKGROUND_REQUEST_HEADER, so the Worker answers it without counting it as the admin's activity (a dashboard
 * left open still reaches the session's idle timeout).
 */
export function apiGet(url: string, { background = false }: { background?: boolean } = {}): Promise<Response> {
  return fetch(
    url,
    background ? { credentials: "include", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } } : { credentials: "include" },
  );
}

/**
 * An admin query: GET the first element of the key (marked when it is a background refresh) and parse JSON; a 401
 * yields null, another failure an ApiRequestError whose message takes `errorText` (see throwIfResNotOk).
 */
export function adminQueryFn<T>({ errorText = "body" }: { errorText?: ErrorText } = {}): QueryFunction<T | null> {
  return async (context) => {
    const res = await apiGet(String(context.queryKey[0]), { background: isBackgroundRefetch(context) });
    if (res.status === 401) return null;
    await throwIfResNotOk(res, errorText);
    return (await res.json()) as T;
  };
}
