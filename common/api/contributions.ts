import { z } from "zod";
import { type CATALOGUE_ERROR_KEYS, type CatalogueErrorKey, isHttpsUrl } from "../catalogue/contract";
import { CATEGORY_SLUGS } from "../catalogue/types";
import { LANGUAGE_CODES } from "../i18n/languages";
import {
  CONTRIBUTION_LIMITS,
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  REPORT_REASONS,
} from "./contribution-fields";
import { HONEYPOT_FIELD } from "./newsletter-fields";

export {
  CONTRIBUTION_CHALLENGE_PATH,
  CONTRIBUTION_LIMITS,
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  REPORT_REASONS,
  type ReportReason,
  reportFormPath,
  SUGGESTION_FORM_PATH,
} from "./contribution-fields";

import { voteProofSchema } from "./ratings";

/**
 * What visitors send to keep the catalogue right (a suggested tool, a reported problem), without an account. Field
 * errors use the catalogue's keys (`fields: [{ path, key }]`), so the form shows each beside its field, translated.
 */

const message = (key: CatalogueErrorKey) => ({ message: key });
const requiredText = (max: number) =>
  z.string(message("required")).trim().min(1, message("required")).max(max, message("tooLong"));

/** An optional email to hear back: "" or absent is none; anything else must be an address. Stored lower-cased. */
const replyEmail = z
  .string(message("emailFormat"))
  .trim()
  .toLowerCase()
  .max(CONTRIBUTION_LIMITS.email, message("tooLong"))
  .refine((value) => value === "" || z.email().safeParse(value).success, message("emailFormat"))
  .optional()
  .transform((value) => value || undefined);

/** Fields every contribution carries besides its own. */
const common = {
  email: replyEmail,
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]).default("en"),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  /** The votes' proof of work (decision 036); the page's script must send one, a plain form cannot. */
  proof: voteProofSchema.optional().catch(undefined),
};

/** `POST /api/suggestions`: a tool the catalogue does not have yet. */
export const suggestionRequestSchema = z.strictObject({
  name: requiredText(CONTRIBUTION_LIMITS.name),
  url: requiredText(CONTRIBUTION_LIMITS.url).refine(isHttpsUrl, message("urlFormat")),
  category: z.enum(CATEGORY_SLUGS, message("unknownValue")),
  description: requiredText(CONTRIBUTION_LIMITS.description),
  ...common,
});
export type SuggestionRequest = z.input<typeof suggestionRequestSchema>;
export type Suggestion = z.output<typeof suggestionRequestSchema>;

/** `POST /api/tools/:id/reports`: a problem on a tool's page, in the language the visitor read it in. */
export const reportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, message("unknownValue")),
  note: z.string(message("required")).trim().max(CONTRIBUTION_LIMITS.note, message("tooLong")).default(""),
  ...common,
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type Report = z.output<typeof reportRequestSchema>;

/** `201` answer of both: stored (or, for a bot, seemingly stored). */
export const contributionResponseSchema = z.object({ received: z.literal(true) });

/** The form's field error keys the visitor can meet (a subset of the catalogue's). */
export const CONTRIBUTION_ERROR_KEYS = ["required", "tooLong", "urlFormat", "unknownValue", "emailFormat"] as const;
// Every contribution key is a catalogue key: the API's one error shape carries both.
CONTRIBUTION_ERROR_KEYS satisfies readonly (typeof CATALOGUE_ERROR_KEYS)[number][];

/** The owner's queue (`GET /api/admin/contributions`): which list, which state, which page. */
export const CONTRIBUTION_KINDS = ["suggestions", "reports"] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
export const MODERATION_PAGE_SIZE = 50;

export const moderationQuerySchema = z.object({
  kind: z.enum(CONTRIBUTION_KINDS).default("suggestions"),
  status: z.enum(CONTRIBUTION_STATUSES).default("new"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

/** What the queue shows of an item (the reply address only as whether there is one). */
const queued = {
  id: z.number().int(),
  status: z.enum(CONTRIBUTION_STATUSES),
  language: z.string(),
  channel: z.enum(["script", "form"]),
  hasEmail: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closingNote: z.string().nullable(),
};
export const queuedSuggestionSchema = z.object({
  ...queued,
  name: z.string(),
  url: z.string(),
  category: z.string(),
  description: z.string(),
  draftToolId: z.string().nullable(),
});
export type QueuedSuggestion = z.infer<typeof queuedSuggestionSchema>;
export const queuedReportSchema = z.object({
  ...queued,
  toolId: z.string(),
  toolName: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

const statusCounts = z.object(
  Object.fromEntries(CONTRIBUTION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    ContributionStatus,
    z.ZodNumber
  >,
);
export const moderationListSchema = z.object({
  counts: z.object({ suggestions: statusCounts, reports: statusCounts }),
  total: z.number().int(),
  suggestions: z.array(queuedSuggestionSchema),
  reports: z.array(queuedReportSchema),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

/**
 * `POST /api/admin/contributions/:kind/:id/close`: the owner's decision. A suggestion is accepted with the id of the
 * tool it became (created in the catalogue editor first) or rejected with a reason; a report is resolved
 * (`accepted`) or dismissed (`rejected`) with a note; either can be marked spam.
 */
export const closeContributionSchema = z.strictObject({
  status: z.enum(["accepted", "rejected", "spam"]),
  note: z.string().trim().max(CONTRIBUTION_LIMITS.note).default(""),
  toolId: z.string().trim().max(60).optional(),
});
export type CloseContribution = z.input<typeof closeContributionSchema>;
