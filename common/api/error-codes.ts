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
  // A newsletter signup from the page's script without such a proof (GET /api/subscribe/challenge).
  "signup_proof_invalid",
  // A catalogue tool that breaks the contract (common/catalogue/contract.ts); the body's `fields` name each rule.
  "invalid_tool",
  // A starter path that breaks its contract (common/starter-paths/contract.ts); `fields` name each rule.
  "invalid_path",
  // A catalogue file that does not import: every error is named in `fields` (`tools.12.texts.de.example`).
  "invalid_catalogue",
  // A catalogue tool saved by someone else since the editor loaded it.
  "edit_conflict",
  // A visitor's suggestion or report that breaks its contract (common/api/contributions.ts); `fields` name each rule.
  "invalid_contribution",
  // A suggestion or report from the page's script without a solved proof of work.
  "contribution_proof_invalid",
  // A suggested tool whose site the catalogue already lists, or that another suggestion already waits with.
  "already_listed",
  "already_suggested",
  "internal_error",
  "service_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when a value is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
