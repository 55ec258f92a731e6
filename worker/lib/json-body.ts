import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

/** The largest JSON body any endpoint accepts. */
export const MAX_JSON_BODY_BYTES = 4096;

/**
 * Reads and validates a JSON request body: 415 without a JSON content type, 413 over the size limit, 400 for
 * malformed JSON or a body that does not match the schema (with the schema's message). The request schemas in
 * common/api are strict: a field the contract does not name is refused, not silently dropped.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json");
  }
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiError(413, "payload_too_large", "Request body is too large");
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_JSON_BODY_BYTES)
    throw new ApiError(413, "payload_too_large", "Request body is too large");
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer));
  } catch {
    throw new ApiError(400, "bad_request", "Request body is not valid JSON");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "Invalid request body: ";
    throw new ApiError(400, "bad_request", `${where}${issue?.message ?? "does not match the expected fields"}`);
  }
  return parsed.data;
}
