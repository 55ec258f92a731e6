import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { sql } from "drizzle-orm";
import { COMPACTED_VALUES_PER_DAY, DISTINCT_VALUES_PER_DAY } from "../analytics/daily-caps";
import { database } from "./client";
import { runBatch } from "./sql-batch";

// The daily cron's compaction of settled days (decision 035): a day's roll-up of a dimension whose values strangers
// choose keeps its COMPACTED_VALUES_PER_DAY largest values, and the rest of its counts move into the day's
// OVERFLOW_VALUE row. Totals never change; only the long tail becomes one row. Each (day, dimension) is folded in one
// batch (one transaction): the overflow row is raised by exactly what is deleted.

/** The `visit_daily` dimensions that have a cap: those the normaliser does not close. */
const OPEN_DIMS = Object.entries(DISTINCT_VALUES_PER_DAY)
  .filter(([, cap]) => cap !== null)
  .map(([dim]) => dim);

/** (day, dimension) groups folded per run at most: a long backlog is compacted over several nights. */
const MAX_GROUPS_PER_RUN = 500;

/** How many (day, dimension) groups and search days each run compacted, and the rows it removed. */
export interface CompactionReport {
  visitGroups: number;
  searchDays: number;
  rowsRemoved: number;
}

/** The values kept of one day's dimension: its largest, ties by value, the overflow row aside. */
const keptValues = (day: string, dim: string) =>
  sql`SELECT value FROM visit_daily WHERE day = ${day} AND dim = ${dim} AND value <> ${OVERFLOW_VALUE}
    ORDER BY visits DESC, value LIMIT ${COMPACTED_VALUES_PER_DAY}`;
const foldVisits = (day: string, dim: string) => sql`INSERT INTO visit_daily (day, dim, value, visits)
  SELECT ${day}, ${dim}, ${OVERFLOW_VALUE}, SUM(visits) FROM visit_daily
  WHERE day = ${day} AND dim = ${dim} AND value <> ${OVERFLOW_VALUE} AND value NOT IN (${keptValues(day, dim)})
  GROUP BY day, dim
  ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + excluded.visits`;
const dropVisits = (day: string, dim: string) => sql`DELETE FROM visit_daily
  WHERE day = ${day} AND dim = ${dim} AND value <> ${OVERFLOW_VALUE} AND value NOT IN (${keptValues(day, dim)})`;

/** A day's kept terms, all languages together; what is folded goes to the overflow row of its language. */
const keptTerms = (day: string) =>
  sql`SELECT rowid FROM search_daily WHERE day = ${day} AND term <> ${OVERFLOW_VALUE}
    ORDER BY searches DESC, term, lang LIMIT ${COMPACTED_VALUES_PER_DAY}`;
const foldTerms = (day: string) => sql`INSERT INTO search_daily (day, lang, term, searches, results)
  SELECT ${day}, lang, ${OVERFLOW_VALUE}, SUM(searches), 0 FROM search_daily
  WHERE day = ${day} AND term <> ${OVERFLOW_VALUE} AND rowid NOT IN (${keptTerms(day)})
  GROUP BY lang
  ON CONFLICT (day, lang, term) DO UPDATE SET searches = searches + excluded.searches`;
const dropTerms = (day: string) => sql`DELETE FROM search_daily
  WHERE day = ${day} AND term <> ${OVERFLOW_VALUE} AND rowid NOT IN (${keptTerms(day)})`;

/**
 * Compacts every settled day (up to `lastDay`, inclusive) whose open dimensions or search terms hold more than
 * COMPACTED_VALUES_PER_DAY values (besides the overflow row).
 */
export async function compactSettledDays(d1: D1Database, lastDay: string): Promise<CompactionReport> {
  const db = database(d1);
  const keep = COMPACTED_VALUES_PER_DAY;
  const report: CompactionReport = { visitGroups: 0, searchDays: 0, rowsRemoved: 0 };
  const dims = sql.join(
    OPEN_DIMS.map((dim) => sql`${dim}`),
    sql`, `,
  );
  const groups = await db.all<{ day: string; dim: string }>(
    sql`SELECT day, dim FROM visit_daily WHERE dim IN (${dims}) AND day <= ${lastDay} AND value <> ${OVERFLOW_VALUE}
      GROUP BY dim, day HAVING COUNT(*) > ${keep} LIMIT ${MAX_GROUPS_PER_RUN}`,
  );
  for (const { day, dim } of groups) {
    const [, dropped] = await runBatch(db, [foldVisits(day, dim), dropVisits(day, dim)]);
    report.visitGroups++;
    report.rowsRemoved += dropped?.meta.changes ?? 0;
  }
  const days = await db.all<{ day: string }>(
    sql`SELECT day FROM search_daily WHERE day <= ${lastDay} AND term <> ${OVERFLOW_VALUE}
      GROUP BY day HAVING COUNT(*) > ${keep} LIMIT ${MAX_GROUPS_PER_RUN}`,
  );
  for (const { day } of days) {
    const [, dropped] = await runBatch(db, [foldTerms(day), dropTerms(day)]);
    report.searchDays++;
    report.rowsRemoved += dropped?.meta.changes ?? 0;
  }
  return report;
}
