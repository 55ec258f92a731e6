import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { type AnalyticsReader, fillDays, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";

/**
 * The dashboard's numbers from D1 (the default reader, and the only one locally): counts come from the daily
 * roll-ups (`visit_daily`), the recent visits from the newest raw rows.
 */
export class D1AnalyticsReader implements AnalyticsReader {
  constructor(private readonly db: D1Database) {}

  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const { from, to } = timeBounds(query);
    const dayConditions: string[] = [];
    const dayParams: string[] = [];
    if (query.startDate) {
      dayConditions.push("day >= ?");
      dayParams.push(query.startDate);
    }
    if (query.endDate) {
      dayConditions.push("day <= ?");
      dayParams.push(query.endDate);
    }
    const days = dayConditions.map((c) => ` AND ${c}`).join("");
    const top = (dim: string, extra = "") =>
      this.db
        .prepare(
          `SELECT value AS name, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days}${extra} GROUP BY value ORDER BY n DESC, name LIMIT ${TOP_LIMIT}`,
        )
        .bind(dim, ...dayParams);
    const timeConditions: string[] = [];
    const timeParams: string[] = [];
    if (from) {
      timeConditions.push("visited_at >= ?");
      timeParams.push(from);
    }
    if (to) {
      timeConditions.push("visited_at < ?");
      timeParams.push(to);
    }
    const where = timeConditions.length ? `WHERE ${timeConditions.join(" AND ")}` : "";
    const [totals, pages, countries, browsers, referrers, recent] = await this.db.batch<Record<string, unknown>>([
      this.db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN dim = 'total' THEN visits END), 0) AS total, COALESCE(SUM(CASE WHEN dim = 'uniques' THEN visits END), 0) AS uniques FROM visit_daily WHERE dim IN ('total', 'uniques')${days}`,
        )
        .bind(...dayParams),
      top("page"),
      top("country"),
      top("browser"),
      top("referrer", " AND value <> 'direct'"),
      this.db
        .prepare(
          `SELECT id, page, country, browser, visited_at FROM visits ${where} ORDER BY visited_at DESC, id DESC LIMIT ${RECENT_LIMIT}`,
        )
        .bind(...timeParams),
    ]);
    const rows = (result: D1Result<Record<string, unknown>> | undefined) => result?.results ?? [];
    const pairs = (result: D1Result<Record<string, unknown>> | undefined) =>
      rows(result).map((r) => ({ name: String(r.name), n: Number(r.n) }));
    const total = rows(totals)[0];
    return {
      totalVisits: Number(total?.total ?? 0),
      uniqueVisitors: Number(total?.uniques ?? 0),
      pageViews: pairs(pages).map(({ name, n }) => ({ page: name, views: n })),
      topCountries: pairs(countries).map(({ name, n }) => ({ country: name, visits: n })),
      topBrowsers: pairs(browsers).map(({ name, n }) => ({ browser: name, visits: n })),
      topReferrers: pairs(referrers).map(({ name, n }) => ({ domain: name, referrals: n })),
      recentVisits: rows(recent).map((r) => ({
        id: String(r.id),
        page: String(r.page),
        country: String(r.country),
        browser: String(r.browser),
        visitedAt: String(r.visited_at),
      })),
    };
  }

  async dailyHomepageViews(today: Date): Promise<DailyHomepageViews> {
    const { results } = await this.db
      .prepare("SELECT day AS date, visits AS views FROM visit_daily WHERE dim = 'page' AND value = '/' ORDER BY day")
      .all<{ date: string; views: number }>();
    return fillDays(results, today);
  }
}
