import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { type EditableTool, editableToolSchema, TOOL_STATUSES, type ToolStatus } from "./contract";
import { CATEGORY_SLUGS, type CategorySlug } from "./types";

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
export interface AdminToolRow {
  id: string;
  name: string;
  company: string;
  category: CategorySlug;
  status: ToolStatus;
  featured: boolean;
  updatedAt: string;
  languages: Record<LanguageCode, number>;
}

export interface AdminToolList {
  tools: AdminToolRow[];
  matching: number;
  page: number;
  pageCount: number;
}

/** A tool as the editor loads and saves it, with the time of its last save (the edit-conflict check). */
export interface SavedTool {
  tool: EditableTool;
  updatedAt: string;
}

/** `PUT /api/admin/catalogue/tools/:id`: the tool and the `updatedAt` it was loaded with. */
export const updateToolRequestSchema = z.strictObject({
  tool: editableToolSchema,
  updatedAt: z.string().max(40),
});

/** `POST /api/admin/catalogue/tools/:id/status`. */
export const statusRequestSchema = z.strictObject({ status: z.enum(TOOL_STATUSES, { message: "unknownValue" }) });

export interface Revision {
  id: number;
  changedAt: string;
  /** What changed: top-level fields (`name`, `tags`, `status`) and text fields per language (`texts.de.example`). */
  fields: string[];
  before: EditableTool | null;
  after: EditableTool;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}
