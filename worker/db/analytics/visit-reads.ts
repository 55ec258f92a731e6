import type { AnalyticsResponse } from "@common/api/analytics";
import { type SQL, sql } from "drizzle-orm";
import { DIM, LANG_PAGE_SQL } from "../../analytics/rollup-values";
import { database } from "../client";

// The dashboard's reads of single visits and visitors (layout in ../schema.ts); the counts come from the roll-ups
// (rollup-reads.ts).

/** The newest `limit` visits made at `from` or later and before `to` (either bound may be absent), newest first. */
export async function recentVisits(
  d1: D1Database,
  bounds: { from?: string; to?: string },
  limit: number,
): Promise<AnalyticsResponse["recentVisits"]> {
  const conditions: SQL[] = [sql`1`];
  if (bounds.from) conditions.push(sql`visited_at >= ${bounds.from}`);
  if (bounds.to) conditions.push(sql`visited_at < ${bounds.to}`);
  const rows = await database(d1).all<Record<string, unknown>>(
    sql`SELECT id, page, country, browser, visited_at FROM visits WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY visited_at DESC, id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    page: String(r.page),
    country: String(r.country),
    browser: String(r.browser),
    visitedAt: String(r.visited_at),
  }));
}

/** Views of the home page (in any language) per day that has any, oldest first. */
export async function homepageViewsByDay(d1: D1Database): Promise<{ date: string; views: number }[]> {
  const homePage = sql.raw(`${LANG_PAGE_SQL.page} = '/'`);
  const rows = await database(d1).all<{ date: string; views: number }>(
    sql`SELECT day AS date, SUM(visits) AS views FROM visit_daily WHERE dim = ${DIM.langPage} AND ${homePage}
      GROUP BY day ORDER BY day`,
  );
  return rows.map((row) => ({ date: String(row.date), views: Number(row.views) }));
}

/** Visitors last seen at minute `sinceMinute` (epoch minutes) or later, among the day rows from `firstDay` on. */
export async function visitorsSeenSince(d1: D1Database, firstDay: string, sinceMinute: number): Promise<number> {
  const row = await database(d1).get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM daily_visitors WHERE day >= ${firstDay} AND last_seen_minute >= ${sinceMinute}`,
  );
  return Number(row?.n ?? 0);
}
