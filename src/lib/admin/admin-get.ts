import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import type { QueryFunctionContext } from "@tanstack/react-query";
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
 * The admin GET of a query, answered or refused: with the background mark when it refreshes answers already on
 * screen; a 401 yields null (the session ended), another failure raises an ApiRequestError whose message takes
 * `errorText` (see throwIfResNotOk).
 */
export async function adminResponse(
  url: string,
  context: Pick<QueryFunctionContext, "client" | "queryKey">,
  { errorText = "body" }: { errorText?: ErrorText } = {},
): Promise<Response | null> {
  const res = await apiGet(url, { background: isBackgroundRefetch(context) });
  if (res.status === 401) return null;
  await throwIfResNotOk(res, errorText);
  return res;
}

/**
 * An admin GET checked against its contract in common/ (zod is fine here: the admin screen has a chunk of its
 * own): null after a 401, and an answer of another shape is an error rather than a dashboard of wrong figures.
 */
export async function adminGet<T>(
  url: string,
  schema: { parse: (data: unknown) => T },
  context: Pick<QueryFunctionContext, "client" | "queryKey">,
  options: { errorText?: ErrorText } = {},
): Promise<T | null> {
  const res = await adminResponse(url, context, options);
  return res && schema.parse(await res.json());
}
