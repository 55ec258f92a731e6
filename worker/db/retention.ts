import { sql } from "drizzle-orm";
import { database } from "./client";

/**
 * What the scheduled pruning deletes (DESIGN.md "Data"): raw rows past their keeping time, and the search terms'
 * daily counts after SEARCH_RETENTION_DAYS (a term is whatever a visitor typed). The other daily roll-ups the
 * dashboard reads (`visit_daily`, `click_daily`) are kept: they hold counts only, with no visitor hash, network or
 * time finer than the day, and their long tails are compacted (worker/db/compaction.ts).
 */

/** The moments before which rows expire, computed once per run. */
export interface RetentionCutoffs {
  /**
   * ISO time: raw visit and click rows recorded earlier are deleted. Null when the retention setting is invalid: then
   * visit rows are kept rather than deleted on a guess.
   */
  visitsBefore: string | null;
  /** UTC day (YYYY-MM-DD): search counts of earlier days are deleted. Null when the setting is invalid (kept). */
  searchesBefore: string | null;
  /** UTC day (YYYY-MM-DD): salts of earlier days are deleted, and every row keyed by a hash made with one. */
  saltsBefore: string;
  /**
   * ISO time (the run's): spent vote challenges that expired earlier are deleted, as they can no longer be used, and
   * so are pending newsletter addresses whose confirmation link expired.
   */
  challengesBefore: string;
}

/** One table the pruning keeps short: rows whose `column` is before the cutoff named by `cutoff` go. */
interface PruneRule {
  table: string;
  column: string;
  cutoff: keyof RetentionCutoffs;
}

/**
 * Every table the pruning covers. A table of rows keyed by a salted hash (a visitor's day, a network's vote on a
 * day) belongs here with `cutoff: "saltsBefore"`, so its rows go with the salt that made them.
 */
const PRUNE_RULES: readonly PruneRule[] = [
  { table: "visits", column: "visited_at", cutoff: "visitsBefore" },
  { table: "clicks", column: "clicked_at", cutoff: "visitsBefore" },
  { table: "search_daily", column: "day", cutoff: "searchesBefore" },
  { table: "visitor_salts", column: "day", cutoff: "saltsBefore" },
  { table: "daily_visitors", column: "day", cutoff: "saltsBefore" },
  { table: "daily_vote_networks", column: "day", cutoff: "saltsBefore" },
  { table: "daily_vote_allocations", column: "day", cutoff: "saltsBefore" },
  { table: "spent_vote_challenges", column: "expires_at", cutoff: "challengesBefore" },
  { table: "daily_mail_networks", column: "day", cutoff: "saltsBefore" },
  { table: "daily_mail_totals", column: "day", cutoff: "saltsBefore" },
  { table: "daily_contribution_networks", column: "day", cutoff: "saltsBefore" },
  // Pending newsletter addresses whose confirmation link has expired (only a pending row has this time set).
  { table: "subscribers", column: "confirm_expires_at", cutoff: "challengesBefore" },
];

/** Rows deleted per statement: a long backlog is deleted in steps, so no single statement runs for long. */
export const PRUNE_CHUNK_ROWS = 5_000;

/** Statements per table and run at most (a run clears up to 1,000,000 rows a table; the next run goes on). */
const MAX_CHUNKS_PER_TABLE = 200;

/** How many rows each table lost. */
export type PruneReport = Record<string, number>;

/**
 * Deletes every row past its cutoff, table by table, in chunks of PRUNE_CHUNK_ROWS. Table and column names
 * come from PRUNE_RULES only; the cutoffs are bound parameters.
 */
export async function pruneExpiredRows(d1: D1Database, cutoffs: RetentionCutoffs): Promise<PruneReport> {
  const db = database(d1);
  const report: PruneReport = {};
  for (const rule of PRUNE_RULES) {
    const cutoff = cutoffs[rule.cutoff];
    if (cutoff === null) continue;
    const table = sql.identifier(rule.table);
    const column = sql.identifier(rule.column);
    let deleted = 0;
    for (let chunk = 0; chunk < MAX_CHUNKS_PER_TABLE; chunk++) {
      const { meta } = await db.run(
        sql`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${column} < ${cutoff} LIMIT ${PRUNE_CHUNK_ROWS})`,
      );
      deleted += meta.changes;
      if (meta.changes < PRUNE_CHUNK_ROWS) break;
    }
    report[rule.table] = deleted;
  }
  return report;
}
