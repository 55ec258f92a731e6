import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { ALL_TEXT_FIELDS, editableToolSchema, TEXT_FIELD_COUNT, TOOL_STATUSES, TRANSLATED_LANGUAGES } from "./contract";
import { CATEGORY_SLUGS } from "./types";

/**
 * The admin catalogue calls (`/api/admin/catalogue/*`, docs/decisions/040): their request bodies, query and answers.
 * The tool itself and the file are the contract's (contract.ts).
 */

/** Tools per page of the dashboard's catalogue list. */
export const ADMIN_TOOLS_PAGE_SIZE = 50;

/** The most revisions a tool's history answers (newest first). */
export const REVISIONS_LIMIT = 100;

/** The longest search text the list takes (longer is cut, not refused: it is a filter, not a write). */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** `GET /api/admin/catalogue/tools?q=&category=&status=&incomplete=<lang>&page=`. */
export const adminToolsQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((q) => (q ?? "").trim().slice(0, ADMIN_SEARCH_MAX_LENGTH)),
  category: z.enum(CATEGORY_SLUGS).optional(),
  status: z.enum(TOOL_STATUSES).optional(),
  incomplete: z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type AdminToolsQuery = z.output<typeof adminToolsQuerySchema>;

/** A tool in the dashboard's list; `languages` counts the translated fields of each language, out of 8. */
export const adminToolRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  status: z.enum(TOOL_STATUSES),
  featured: z.boolean(),
  updatedAt: z.string(),
  languages: z.record(
    z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]]),
    z.number().int().min(0).max(TEXT_FIELD_COUNT),
  ),
});
export type AdminToolRow = z.infer<typeof adminToolRowSchema>;

/** `GET /api/admin/catalogue/tools`: one page of the tools that match the list's search and filters. */
export const adminToolListSchema = z.object({
  tools: z.array(adminToolRowSchema),
  matching: z.number().int().min(0),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
});
export type AdminToolList = z.infer<typeof adminToolListSchema>;

/** Per language, the translated fields whose English changed since they were written (text-sources.ts). */
export const staleTextsSchema = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.array(z.enum(ALL_TEXT_FIELDS)));

/**
 * A tool as the editor loads and saves it, with the time of its last save (the edit-conflict check) and the
 * translations to review because their English changed since.
 */
export const savedToolSchema = z.object({ tool: editableToolSchema, updatedAt: z.string(), stale: staleTextsSchema });
export type SavedTool = z.infer<typeof savedToolSchema>;

/**
 * `PUT /api/admin/catalogue/tools/:id`: the tool, the `updatedAt` it was loaded with, and the languages whose text
 * the owner marked as checked against today's English.
 */
export const updateToolRequestSchema = z.strictObject({
  tool: editableToolSchema,
  updatedAt: z.string().max(40),
  reviewed: z
    .array(z.enum(TRANSLATED_LANGUAGES, { message: "unknownValue" }))
    .max(TRANSLATED_LANGUAGES.length)
    .default([]),
});

/** `POST /api/admin/catalogue/tools/:id/status`. */
export const statusRequestSchema = z.strictObject({ status: z.enum(TOOL_STATUSES, { message: "unknownValue" }) });

/** One saved change of a tool: which fields it changed and the whole tool before (null: created) and after. */
export const revisionSchema = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  /** What changed: top-level fields (`name`, `tags`, `status`) and text fields per language (`texts.de.example`). */
  fields: z.array(z.string()),
  before: editableToolSchema.nullable(),
  after: editableToolSchema,
});
export type Revision = z.infer<typeof revisionSchema>;

/** `GET /api/admin/catalogue/tools/:id/revisions`: newest first. */
export const revisionsSchema = z.object({ revisions: z.array(revisionSchema) });

/** `POST /api/admin/catalogue/import`: how many tools the file created, changed and left as they were. */
export const importResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The most problem links `GET /api/admin/catalogue/link-checks` lists (dead first, then moved). */
export const LINK_PROBLEMS_LIMIT = 200;

/** One published tool whose address the link checker found dead or moved. */
export const linkProblemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  outcome: z.enum(["dead", "moved"]),
  status: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  checkedAt: z.string(),
});
export type LinkProblem = z.infer<typeof linkProblemSchema>;

/** `GET /api/admin/catalogue/link-checks`: what the link checker found, for the owner to fix. */
export const linkChecksSchema = z.object({
  /** Published tools whose current address has been checked. */
  checked: z.number().int(),
  published: z.number().int(),
  /** Checked, but the site refused or did not answer (never taken for dead). */
  unchecked: z.number().int(),
  lastCheckedAt: z.string().nullable(),
  problems: z.array(linkProblemSchema),
});
export type LinkChecks = z.infer<typeof linkChecksSchema>;

/** The most tools `GET /api/admin/catalogue/facts-review` lists (oldest check first). */
export const FACTS_REVIEW_LIMIT = 200;

/** `GET /api/admin/catalogue/facts-review`: published tools whose beginner facts are due to be checked again. */
export const factsReviewSchema = z.object({
  /** The setting: facts confirmed longer ago than this are due. */
  days: z.number().int(),
  /** Due: a filled group never confirmed ("" below) or confirmed before the cut-off. */
  due: z.number().int(),
  /** Published tools with no beginner fact at all. */
  withoutFacts: z.number().int(),
  tools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The oldest confirmation of its filled groups (YYYY-MM-DD), "" when one was never confirmed. */
      checkedOn: z.string(),
    }),
  ),
});
export type FactsReview = z.infer<typeof factsReviewSchema>;
