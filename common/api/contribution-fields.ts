// Plain constants, kept apart from the zod contracts in contributions.ts so the public pages can use them without zod.
import { MAX_EMAIL_LENGTH } from "./newsletter-fields";

/** The longest each field of a suggestion or report may be. */
export const CONTRIBUTION_LIMITS = {
  name: 80,
  url: 500,
  description: 600,
  note: 600,
  email: MAX_EMAIL_LENGTH,
} as const;

/** Why a visitor reports a tool's page. */
export const REPORT_REASONS = ["broken-link", "wrong-price", "outdated", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The states of a suggestion or report in the owner's queue. */
export const CONTRIBUTION_STATUSES = ["new", "accepted", "rejected", "spam"] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

/** `GET`: a proof-of-work challenge for one suggestion or report. */
export const CONTRIBUTION_CHALLENGE_PATH = "/api/suggestions/challenge";

/** Where the forms post when JavaScript is off (same fields, a translated page in answer). */
export const SUGGESTION_FORM_PATH = "/api/suggestions/form";
export const reportFormPath = (toolId: string) => `/api/tools/${encodeURIComponent(toolId)}/reports/form`;
