import { REVISIONS_LIMIT, type Revision } from "@common/catalogue/admin-api";
import { type EditableTool, editableToolSchema } from "@common/catalogue/contract";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../client";
import { catalogueRevisions } from "../schema";
import { loadTool } from "./load-tools";
import { saveTool, type WriteOutcome } from "./write-tool";

type RevisionRow = typeof catalogueRevisions.$inferSelect;

function revisionOf(row: RevisionRow): Revision {
  return {
    id: row.id,
    changedAt: row.changedAt,
    fields: JSON.parse(row.fields) as string[],
    before: row.before === null ? null : (JSON.parse(row.before) as EditableTool),
    after: JSON.parse(row.after) as EditableTool,
  };
}

/** A tool's history, newest first, at most REVISIONS_LIMIT (a renamed tool's includes its saves under old ids). */
export async function listRevisions(db: Database, toolId: string): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(catalogueRevisions)
    .where(eq(catalogueRevisions.toolId, toolId))
    .orderBy(desc(catalogueRevisions.id))
    .limit(REVISIONS_LIMIT);
  return rows.map(revisionOf);
}

/** Why a restore did nothing: no such revision of the tool, or a stored version today's contract refuses. */
export type RestoreOutcome =
  | WriteOutcome
  | { refused: "noRevision" }
  | { refused: "invalid"; issues: z.core.$ZodIssue[] };

/**
 * Restores the tool as a revision left it, saved as a new revision. The id stays the current one: a version from
 * before a rename is restored under the tool's present id.
 */
export async function restoreRevision(db: Database, toolId: string, revisionId: number): Promise<RestoreOutcome> {
  const [row] = await db
    .select()
    .from(catalogueRevisions)
    .where(and(eq(catalogueRevisions.id, revisionId), eq(catalogueRevisions.toolId, toolId)));
  if (!row) return { refused: "noRevision" };
  const current = await loadTool(db, toolId);
  if (!current) return { refused: "notFound" };
  // Stored before today's rules, a version may break one of them; it is then refused, not written.
  const parsed = editableToolSchema.safeParse({ ...(JSON.parse(row.after) as object), id: toolId });
  if (!parsed.success) return { refused: "invalid", issues: parsed.error.issues };
  return saveTool(db, toolId, parsed.data, current.updatedAt);
}
