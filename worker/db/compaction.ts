import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { COMPACTED_VALUES_PER_DAY, DISTINCT_VALUES_PER_DAY } from "../analytics/daily-caps";

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

// The values kept of one day's dimension: its largest, ties by value, the overflow row aside.
const KEPT_VALUES = `SELECT value FROM visit_daily WHERE day = ?1 AND dim = ?2 AND value <> ?4 ORDER BY visits DESC, value LIMIT ?3`;
const FOLD_VISITS = `INSERT INTO visit_daily (day, dim, value, visits)
SELECT ?1, ?2, ?4, SUM(visits) FROM visit_daily
WHERE day = ?1 AND dim = ?2 AND value <> ?4 AND value NOT IN (${KEPT_VALUES})
GROUP BY day, dim
ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + excluded.visits`;
const DROP_VISITS = `DELETE FROM visit_daily WHERE day = ?1 AND dim = ?2 AND value <> ?4 AND value NOT IN (${KEPT_VALUES})`;

// A day's terms, all languages together; what is folded goes to the overflow row of its language.
const KEPT_TERMS = `SELECT rowid FROM search_daily WHERE day = ?1 AND term <> ?3 ORDER BY searches DESC, term, lang LIMIT ?2`;
const FOLD_TERMS = `INSERT INTO search_daily (day, lang, term, searches, results)
SELECT ?1, lang, ?3, SUM(searches), 0 FROM search_daily
WHERE day = ?1 AND term <> ?3 AND rowid NOT IN (${KEPT_TERMS})
GROUP BY lang
ON CONFLICT (day, lang, term) DO UPDATE SET searches = searches + excluded.searches`;
const DROP_TERMS = `DELETE FROM search_daily WHERE day = ?1 AND term <> ?3 AND rowid NOT IN (${KEPT_TERMS})`;

/**
 * Compacts every settled day (up to `lastDay`, inclusive) whose open dimensions or search terms hold more than
 * COMPACTED_VALUES_PER_DAY values (besides the overflow row).
 */
export async function compactSettledDays(db: D1Database, lastDay: string): Promise<CompactionReport> {
  const keep = COMPACTED_VALUES_PER_DAY;
  const report: CompactionReport = { visitGroups: 0, searchDays: 0, rowsRemoved: 0 };
  const dims = OPEN_DIMS.map(() => "?").join(", ");
  const groups = await db
    .prepare(
      `SELECT day, dim FROM visit_daily WHERE dim IN (${dims}) AND day <= ? AND value <> ? GROUP BY dim, day HAVING COUNT(*) > ? LIMIT ?`,
    )
    .bind(...OPEN_DIMS, lastDay, OVERFLOW_VALUE, keep, MAX_GROUPS_PER_RUN)
    .all<{ day: string; dim: string }>();
  for (const { day, dim } of groups.results) {
    const [, dropped] = await db.batch([
      db.prepare(FOLD_VISITS).bind(day, dim, keep, OVERFLOW_VALUE),
      db.prepare(DROP_VISITS).bind(day, dim, keep, OVERFLOW_VALUE),
    ]);
    report.visitGroups++;
    report.rowsRemoved += dropped?.meta.changes ?? 0;
  }
  const days = await db
    .prepare("SELECT day FROM search_daily WHERE day <= ? AND term <> ? GROUP BY day HAVING COUNT(*) > ? LIMIT ?")
    .bind(lastDay, OVERFLOW_VALUE, keep, MAX_GROUPS_PER_RUN)
    .all<{ day: string }>();
  for (const { day } of days.results) {
    const [, dropped] = await db.batch([
      db.prepare(FOLD_TERMS).bind(day, keep, OVERFLOW_VALUE),
      db.prepare(DROP_TERMS).bind(day, keep, OVERFLOW_VALUE),
    ]);
    report.searchDays++;
    report.rowsRemoved += dropped?.meta.changes ?? 0;
  }
  return report;
}
