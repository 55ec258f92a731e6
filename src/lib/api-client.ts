import type { QueryFunction } from "@tanstack/react-query";

/**
 * Raises for a non-OK answer with the message `status: body text` (or the status text when the body is
 * empty), as SPEC.md §8 "General" requires; callers match on that text (e.g. "409", "Email already subscribed").
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Every call includes credentials; a call with a body sends JSON with a JSON content type, a call without a
 * body sends neither (SPEC.md §7).
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a query does with a 401: raise (default) or answer null (admin queries). */
export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query: GET the first element of the key and parse JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The human message inside an API error raised by `throwIfResNotOk` ("401: {json}"): the JSON error's
 * `message` when there is one, else the text after the status; null when there is nothing to show.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match?.[1] ?? error.message;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === "string" && parsed.error.message) return parsed.error.message;
  } catch {
    // Not JSON: use the text itself.
  }
  return body.trim() || null;
}
