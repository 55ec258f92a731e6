import { sql } from "drizzle-orm";
import type { LinkCheck } from "../links/check-link";
import type { Database } from "./client";

/** The link checker's reads and writes (worker/links/run-link-checks.ts decides what to check and when). */

/** A published tool whose address is due for a check. */
export interface DueTool {
  id: string;
  url: string;
}

/**
 * The published tools whose address was never checked, was changed since, or was checked before `checkedBefore`,
 * those waiting longest first, at most `limit`.
 */
export async function dueTools(db: Database, checkedBefore: Date, limit: number): Promise<DueTool[]> {
  return db.all<DueTool>(sql`
    SELECT t.id, t.url FROM catalogue_tools t LEFT JOIN link_checks c ON c.tool_id = t.id
    WHERE t.status = 'published' AND (c.tool_id IS NULL OR c.url <> t.url OR c.checked_at < ${checkedBefore.toISOString()})
    ORDER BY c.checked_at IS NOT NULL, c.checked_at, t.id
    LIMIT ${limit}`);
}

/** Stores one check (the last one of a tool replaces the one before). */
export async function recordCheck(db: Database, tool: DueTool, found: LinkCheck, at: Date): Promise<void> {
  await db.run(sql`
    INSERT INTO link_checks (tool_id, url, outcome, status, final_url, checked_at)
    VALUES (${tool.id}, ${tool.url}, ${found.outcome}, ${found.status}, ${found.finalUrl}, ${at.toISOString()})
    ON CONFLICT (tool_id) DO UPDATE SET url = excluded.url, outcome = excluded.outcome, status = excluded.status,
      final_url = excluded.final_url, checked_at = excluded.checked_at`);
}

/** Deletes the checks of tools no longer published. */
export async function forgetUnpublishedChecks(db: Database): Promise<void> {
  await db.run(sql`
    DELETE FROM link_checks WHERE tool_id NOT IN (SELECT id FROM catalogue_tools WHERE status = 'published')`);
}
