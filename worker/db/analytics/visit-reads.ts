import type { AnalyticsResponse } from "@common/api/analytics";
import { DIM, LANG_PAGE_SQL } from "../../analytics/rollup-values";

// The dashboard's reads of single visits and visitors (layout in ../schema.ts); the counts come from the roll-ups
// (rollup-reads.ts).

/** The newest `limit` visits made at `from` or later and before `to` (either bound may be absent), newest first. */
export async function recentVisits(
  db: D1Database,
  bounds: { from?: string; to?: string },
  limit: number,
): Promise<AnalyticsResponse["recentVisits"]> {
  const conditions: string[] = [];
  const params: string[] = [];
  if (bounds.from) {
    conditions.push("visited_at >= ?");
    params.push(bounds.from);
  }
  if (bounds.to) {
    conditions.push("visited_at < ?");
    params.push(bounds.to);
  }
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  const { results } = await db
    .prepare(
      `SELECT id, page, country, browser, visited_at FROM visits ${where} ORDER BY visited_at DESC, id DESC LIMIT ?`,
    )
    .bind(...params, limit)
    .all<Record<string, unknown>>();
  return results.map((r) => ({
    id: String(r.id),
    page: String(r.page),
    country: String(r.country),
    browser: String(r.browser),
    visitedAt: String(r.visited_at),
  }));
}

/** Views of the home page (in any language) per day that has any, oldest first. */
export async function homepageViewsByDay(db: D1Database): Promise<{ date: string; views: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT day AS date, SUM(visits) AS views FROM visit_daily WHERE dim = ? AND ${LANG_PAGE_SQL.page} = '/' GROUP BY day ORDER BY day`,
    )
    .bind(DIM.langPage)
    .all<{ date: string; views: number }>();
  return results;
}

/** Visitors last seen at minute `sinceMinute` (epoch minutes) or later, among the day rows from `firstDay` on. */
export async function visitorsSeenSince(db: D1Database, firstDay: string, sinceMinute: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM daily_visitors WHERE day >= ? AND last_seen_minute >= ?")
    .bind(firstDay, sinceMinute)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}
