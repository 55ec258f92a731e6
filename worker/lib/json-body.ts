import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { limitBody, MAX_JSON_BODY_BYTES } from "./body-limit";
import { ApiError } from "./errors";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

function notJson(): ApiError {
  return new ApiError(400, "bad_request", "Request body is not valid JSON");
}

/** The first schema issue as the API's 400 message: `field: message`. */
function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "Invalid request body: ";
  return `${where}${issue?.message ?? "does not match the expected fields"}`;
}

/**
 * Middleware for a JSON request body, read as `c.req.valid("json")`: 415 without a JSON content type, 413 over
 * MAX_JSON_BODY_BYTES (or `maxBytes`) (counted while reading, chunked or not), 400 for a body that is not UTF-8 JSON or does not
 * match the schema (with the schema's message), all in the API's JSON error shape. The request schemas in
 * common/api are strict: a field the contract does not name is refused, not silently dropped.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  {
    maxBytes = MAX_JSON_BODY_BYTES,
    invalid = (error) => new ApiError(400, "bad_request", describeIssue(error)),
  }: {
    /** A larger limit for the few bodies that need one (body-limit.ts). */
    maxBytes?: number;
    /** The error a body that does not match the schema gets (the catalogue's name every field). */
    invalid?: (error: z.core.$ZodError) => ApiError;
  } = {},
) {
  const limit = limitBody(maxBytes);
  const validate: MiddlewareHandler<AppEnv> = zValidator("json", schema, (result) => {
    if (!result.success) throw invalid(result.error);
  });
  return createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
      throw new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json");
    }
    return limit(c, async () => {
      // JSON text is UTF-8 (RFC 8259); the validator's parser would quietly replace bad bytes instead.
      try {
        new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer());
      } catch {
        throw notJson();
      }
      let validated = false;
      try {
        await validate(c, () => {
          validated = true;
          return next();
        });
      } catch (err) {
        // The validator reports unparsable JSON as its own 400; errors from the handler pass through as they are.
        if (!validated && err instanceof HTTPException) throw notJson();
        throw err;
      }
    });
  });
}
