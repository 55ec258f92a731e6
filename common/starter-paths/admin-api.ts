import { z } from "zod";
import { LANGUAGE_CODES } from "../i18n/languages";
import { editablePathSchema, PATH_STATUSES } from "./contract";

/**
 * The owner's starter path calls (`/api/admin/catalogue/paths`), as the Worker answers them and the dashboard
 * checks them.
 */

const languageCode = z.enum(LANGUAGE_CODES as [string, ...string[]]);

/** A path in the owner's list. */
export const adminPathSummarySchema = z.object({
  id: z.string(),
  status: z.enum(PATH_STATUSES),
  position: z.number(),
  /** The English title. */
  title: z.string(),
  steps: z.number(),
  /** The languages whose title is written (English always). */
  languages: z.array(languageCode),
  updatedAt: z.string(),
});
export type AdminPathSummary = z.infer<typeof adminPathSummarySchema> & {
  languages: (typeof LANGUAGE_CODES)[number][];
};

export const adminPathListSchema = z.object({ paths: z.array(adminPathSummarySchema) });
export type AdminPathList = { paths: AdminPathSummary[] };

/** A path as saved: what the editor loads and what a write answers. */
export const savedPathSchema = z.object({ path: editablePathSchema, updatedAt: z.string() });
export type SavedPath = z.infer<typeof savedPathSchema>;
