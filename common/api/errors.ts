import { z } from "zod";
import { fieldErrorSchema } from "../catalogue/contract";
import { ERROR_CODES } from "./error-codes";

export { ERROR_CODES, type ErrorCode, isErrorCode } from "./error-codes";

/**
 * The one JSON error shape of the API: `{ "error": { "code", "message", "fields"? } }`. `fields` names each field a
 * rejected catalogue write broke, with the rule's key (common/catalogue/contract.ts).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Health check answer of `GET /api/health`. */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;
