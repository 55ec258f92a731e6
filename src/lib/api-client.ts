import { type ErrorCode, isErrorCode } from "@common/api/error-codes";
import type { QueryFunction } from "@tanstack/react-query";

/**
 * A non-OK API answer. `message` is `status: body text` (or the status text when the body is empty), as
 * SPEC.md §8 "General" requires; callers branch on `status` and `code` instead of reading that text.
 */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";

  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The error code of a JSON error body, or null when the body is not the API's error shape. */
    readonly code: ErrorCode | null,
    /** The human text of a JSON error body (e.g. "Invalid credentials"), or null when there is none. */
    readonly serverMessage: string | null,
    message: string,
    /** Which field broke which rule (`{ path: "url", key: "urlFormat" }`), for a form to show beside each field. */
    readonly fields: readonly { path: string; key: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * The code and message of the API's JSON error shape `{ error: { code, message } }` (common/api/errors.ts),
 * checked by hand rather than with zod, which must stay out of the public pages' JavaScript.
 */
function readErrorBody(text: string): {
  code: ErrorCode | null;
  message: string | null;
  fields: { path: string; key: string }[];
} {
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown } | null)?.error;
  } catch {
    // Not JSON (an HTML page from a proxy, plain text): nothing to read.
  }
  if (typeof error !== "object" || error === null) return { code: null, message: null, fields: [] };
  const { code, message, fields } = error as Record<string, unknown>;
  return {
    code: isErrorCode(code) ? code : null,
    message: typeof message === "string" && message.trim() ? message : null,
    fields: Array.isArray(fields)
      ? fields.filter(
          (field): field is { path: string; key: string } =>
            typeof field?.path === "string" && typeof field?.key === "string",
        )
      : [],
  };
}

/**
 * What follows the status in an error's message: the body text (or the status text when the body is empty),
 * SPEC.md §8's general rule, or always the status text, its rule for the analytics.
 */
export type ErrorText = "body" | "statusText";

/** Raises an `ApiRequestError` for a non-OK answer; the body is read and parsed once, here. */
export async function throwIfResNotOk(res: Response, errorText: ErrorText = "body"): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  const { code, message, fields } = readErrorBody(body);
  const text = errorText === "statusText" ? res.statusText : body || res.statusText;
  throw new ApiRequestError(res.status, code, message, `${res.status}: ${text}`, fields);
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

/**
 * `GET url` as JSON, typed with the contract's type from common/ but not parsed with zod: zod must stay out of the
 * public pages' JavaScript, and these answers come from this site's own Worker, whose routes are type-checked
 * against the same contract (`satisfies`). A non-OK answer raises an ApiRequestError.
 */
export async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest("GET", url)).json()) as T;
}

/** What a query does with a 401: raise (default) or answer null (admin queries). */
export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query: GET the first element of the key and parse JSON. */
export function getQueryFn<T>({
  on401,
  errorText = "body",
}: {
  on401: UnauthorizedBehavior;
  errorText?: ErrorText;
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res, errorText);
    return (await res.json()) as T;
  };
}
