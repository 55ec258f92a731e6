import { z } from "zod";

/** Machine-readable error codes used in every API error body. */
export const ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
  "service_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one JSON error shape of the API: `{ "error": { "code", "message" } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Health check answer of `GET /api/health`. */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;
