import { apiErrorSchema } from "@common/api/errors";
import type { FieldError } from "@common/catalogue/contract";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { apiGet, isBackgroundRefetch } from "@/lib/admin/admin-get";
import { ApiRequestError } from "@/lib/api-client";

/** A refused catalogue call: an ApiRequestError that also carries the field errors of a validation failure. */
export class CatalogueRequestError extends ApiRequestError {
  constructor(
    status: number,
    code: ApiRequestError["code"],
    serverMessage: string | null,
    message: string,
    /** Which fields broke which rule (`{ path: "texts.de.example", key: "tooLong" }`); empty for other failures. */
    readonly fields: FieldError[],
  ) {
    super(status, code, serverMessage, message);
  }
}

/** Raises a CatalogueRequestError for a non-OK answer, with the body's code and field errors when it has them. */
async function throwIfRefused(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status alone says what happened.
  }
  const parsed = apiErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  throw new CatalogueRequestError(
    res.status,
    error?.code ?? null,
    error?.message ?? null,
    `${res.status}: ${text || res.statusText}`,
    error?.fields ?? [],
  );
}

/**
 * An admin catalogue GET checked against its contract: a 401 yields null (the session ended, the screen signs
 * out), another refusal a CatalogueRequestError, an answer of another shape a zod error.
 */
export async function catalogueGet<T>(
  schema: { parse: (data: unknown) => T },
  context: QueryFunctionContext,
): Promise<T | null> {
  const res = await apiGet(String(context.queryKey[0]), { background: isBackgroundRefetch(context) });
  if (res.status === 401) return null;
  await throwIfRefused(res);
  return schema.parse(await res.json());
}

/** An admin catalogue write: JSON in (when there is a body) and out, checked against `schema`. */
export async function catalogueSend<T>(
  method: "POST" | "PUT",
  url: string,
  body: unknown,
  schema: { parse: (data: unknown) => T },
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  await throwIfRefused(res);
  return schema.parse(await res.json());
}

/** True for a refusal because the session ended. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** An admin catalogue DELETE: 204 on success, a CatalogueRequestError otherwise. */
export async function catalogueDelete(url: string): Promise<void> {
  const res = await fetch(url, { method: "DELETE", credentials: "include" });
  await throwIfRefused(res);
}
