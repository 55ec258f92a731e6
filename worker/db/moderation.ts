import {
  CONTRIBUTION_STATUSES,
  type ContributionKind,
  type ContributionStatus,
  MODERATION_PAGE_SIZE,
  type ModerationList,
  type ModerationQuery,
  type QueuedReport,
  type QueuedSuggestion,
} from "@common/api/contributions";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { runBatch } from "./sql-batch";

/** The owner's queue of visitors' suggestions and reports (worker/db/contributions.ts stores them). */

const TABLES: Record<ContributionKind, SQL> = {
  suggestions: sql`${sql.identifier("tool_suggestions")}`,
  reports: sql`${sql.identifier("tool_reports")}`,
};

const countsBy = (table: SQL) => sql`SELECT status, COUNT(*) AS n FROM ${table} GROUP BY status`;

function statusCounts(rows: unknown[]): Record<ContributionStatus, number> {
  const counts = Object.fromEntries(CONTRIBUTION_STATUSES.map((status) => [status, 0])) as Record<
    ContributionStatus,
    number
  >;
  for (const row of rows as { status: ContributionStatus; n: number }[]) counts[row.status] = row.n;
  return counts;
}

/** One page of the queue (newest first), with the count of every state of both kinds, in one batch. */
export async function moderationPage(db: Database, query: ModerationQuery): Promise<ModerationList> {
  const offset = (query.page - 1) * MODERATION_PAGE_SIZE;
  const common = sql`id, status, language, channel, email IS NOT NULL AS hasEmail, created_at AS createdAt,
    closed_at AS closedAt, closing_note AS closingNote`;
  const page =
    query.kind === "suggestions"
      ? sql`SELECT ${common}, name, url, category, description, draft_tool_id AS draftToolId FROM tool_suggestions
          WHERE status = ${query.status} ORDER BY created_at DESC, id DESC LIMIT ${MODERATION_PAGE_SIZE} OFFSET ${offset}`
      : sql`SELECT r.id, r.status, r.language, r.channel, r.email IS NOT NULL AS hasEmail, r.created_at AS createdAt,
          r.closed_at AS closedAt, r.closing_note AS closingNote, r.tool_id AS toolId, t.name AS toolName, r.reason, r.note
          FROM tool_reports r LEFT JOIN catalogue_tools t ON t.id = r.tool_id
          WHERE r.status = ${query.status} ORDER BY r.created_at DESC, r.id DESC LIMIT ${MODERATION_PAGE_SIZE} OFFSET ${offset}`;
  const [suggestionCounts, reportCounts, items] = await runBatch(db, [
    countsBy(TABLES.suggestions),
    countsBy(TABLES.reports),
    page,
  ]);
  const counts = {
    suggestions: statusCounts(suggestionCounts?.results ?? []),
    reports: statusCounts(reportCounts?.results ?? []),
  };
  const rows = (items?.results ?? []).map((row) => ({
    ...(row as object),
    hasEmail: Boolean((row as { hasEmail: number }).hasEmail),
  }));
  return {
    counts,
    total: counts[query.kind][query.status],
    suggestions: query.kind === "suggestions" ? (rows as QueuedSuggestion[]) : [],
    reports: query.kind === "reports" ? (rows as QueuedReport[]) : [],
  };
}

/** One suggestion as the queue shows it, or null (the catalogue editor prefills a new tool from it). */
export async function queuedSuggestion(db: Database, id: number): Promise<QueuedSuggestion | null> {
  const row = await db.get<Omit<QueuedSuggestion, "hasEmail"> & { hasEmail: number }>(sql`
    SELECT id, status, language, channel, email IS NOT NULL AS hasEmail, created_at AS createdAt, closed_at AS closedAt,
      closing_note AS closingNote, name, url, category, description, draft_tool_id AS draftToolId
    FROM tool_suggestions WHERE id = ${id}`);
  return row ? { ...row, hasEmail: Boolean(row.hasEmail) } : null;
}

/** The open (new) reports of one tool, newest first, for its editor. */
export async function openReportsOf(db: Database, toolId: string): Promise<QueuedReport[]> {
  const rows = await db.all<Omit<QueuedReport, "hasEmail"> & { hasEmail: number }>(sql`
    SELECT r.id, r.status, r.language, r.channel, r.email IS NOT NULL AS hasEmail, r.created_at AS createdAt,
      r.closed_at AS closedAt, r.closing_note AS closingNote, r.tool_id AS toolId, t.name AS toolName, r.reason, r.note
    FROM tool_reports r LEFT JOIN catalogue_tools t ON t.id = r.tool_id
    WHERE r.tool_id = ${toolId} AND r.status = 'new' ORDER BY r.created_at DESC, r.id DESC LIMIT 100`);
  return rows.map((row) => ({ ...row, hasEmail: Boolean(row.hasEmail) }));
}

/**
 * Who to tell about a closed item, in which language, and what it was about (the suggested tool's or the reported
 * tool's name); the address is already deleted from the row.
 */
export interface ClosedContribution {
  email: string | null;
  language: string;
  subjectName: string;
}

/**
 * Closes a new item (or marks any item spam) with the owner's note, deleting its reply address in the same
 * statement; answers the address it had, so the outcome can be mailed. Null when there is no such item or it is
 * already closed. An accepted suggestion records the tool it became.
 */
export async function closeContribution(
  db: Database,
  kind: ContributionKind,
  id: number,
  decision: { status: "accepted" | "rejected" | "spam"; note: string; toolId?: string; now: Date },
): Promise<ClosedContribution | null> {
  const table = TABLES[kind];
  const draft = kind === "suggestions" ? sql`, draft_tool_id = ${decision.toolId ?? null}` : sql``;
  // Any item can still be marked spam; every other decision closes a new one.
  const open = (status: SQL) => (decision.status === "spam" ? sql`${status} <> 'spam'` : sql`${status} = 'new'`);
  const read =
    kind === "suggestions"
      ? sql`SELECT email, language, name AS subjectName FROM tool_suggestions WHERE id = ${id} AND ${open(sql`status`)}`
      : sql`SELECT r.email, r.language, COALESCE(t.name, r.tool_id) AS subjectName
          FROM tool_reports r LEFT JOIN catalogue_tools t ON t.id = r.tool_id WHERE r.id = ${id} AND ${open(sql`r.status`)}`;
  const [before, updated] = await runBatch(db, [
    read,
    sql`UPDATE ${table} SET status = ${decision.status}, closing_note = ${decision.note || null},
      closed_at = ${decision.now.toISOString()}, email = NULL ${draft}
      WHERE id = ${id} AND ${open(sql`status`)}`,
  ]);
  if (!updated?.meta.changes) return null;
  return (before?.results[0] as ClosedContribution | undefined) ?? null;
}
