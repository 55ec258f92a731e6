import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

export { ERROR_CODES, type ErrorCode, isErrorCode } from "./error-codes";

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
