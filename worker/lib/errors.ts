import type { ApiErrorBody, ErrorCode } from "@common/api/errors";
import type { FieldError } from "@common/catalogue/contract";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type route handlers throw; `onApiError` turns it into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    /** The fields a rejected write broke and the rule each broke (a catalogue write's 400 and 409). */
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Builds the JSON error body every API error uses. */
export function errorBody(code: ErrorCode, message: string, fields?: FieldError[]): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
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
 * How the API answers an error: known errors keep their status and message; anything unexpected is logged
 * with the request id and described without internals (503 when the storage failed, else 500).
 */
export function describeError(
  err: Error,
  c: Context,
): { status: ContentfulStatusCode; code: ErrorCode; message: string; fields?: FieldError[] } {
  if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.message, fields: err.fields };
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? "internal_error" : "bad_request");
    return { status, code, message: err.message || "Request could not be processed" };
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), message: String(err?.stack ?? err) }));
  if (isStorageFailure(err)) {
    return {
      status: 503,
      code: "service_unavailable",
      message: "The service is temporarily unavailable. Please try again.",
    };
  }
  return { status: 500, code: "internal_error", message: "Something went wrong on our side. Please try again." };
}

/** Hono `onError` handler: the error as the API's JSON error shape (see describeError). */
export function onApiError(err: Error, c: Context): Response {
  const { status, code, message, fields } = describeError(err, c);
  return c.json(errorBody(code, message, fields), status);
}
