// Plain constants and types, kept apart from the zod schema in errors.ts so the browser can check an error
// body without loading zod.

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
  // A vote without a solved, unexpired, unused proof-of-work challenge (GET /api/tools/vote-challenge).
  "vote_proof_invalid",
  // The catalogue's writes: a tool or an import file that breaks the contract (with `fields`), and a save over
  // a change someone else saved since the editor loaded the tool.
  "invalid_tool",
  "invalid_catalogue",
  "edit_conflict",
  "internal_error",
  "service_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when a value is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
