import type { ApiErrorBody, ErrorCode } from "@common/api/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type route handlers throw; `onApiError` turns it into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Builds the JSON error body every API error uses. */
export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "service_unavailable",
};

/** True for a failure of D1 or KV (the storage is down or overloaded), which callers may retry later. */
function isStorageFailure(err: Error): boolean {
  const text = `${err.name} ${err.message} ${String((err as { cause?: unknown }).cause ?? "")}`;
  return /\bD1_|D1_ERROR|KV GET|KV PUT|KV DELETE|storage|network connection lost|Failed query/i.test(text);
}

/**
 * Hono `onError` handler: known errors keep their status and message; anything unexpected is logged with the
 * request id and answered without internals.
 */
export function onApiError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? "internal_error" : "bad_request");
    return c.json(errorBody(code, err.message || "Request could not be processed"), status);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), message: String(err?.stack ?? err) }));
  if (isStorageFailure(err)) {
    return c.json(errorBody("service_unavailable", "The service is temporarily unavailable. Please try again."), 503);
  }
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}
