import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { type AnalyticsReader, fillDays, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";

/** The dashboard's numbers from the `visits` table (the default reader, and the only one locally). */
export class D1AnalyticsReader implements AnalyticsReader {
  constructor(private readonly db: D1Database) {}

  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const { from, to } = timeBounds(query);
    const conditions: string[] = [];
    const params: string[] = [];
    if (from) {
      conditions.push("visited_at >= ?");
      params.push(from);
    }
    if (to) {
      conditions.push("visited_at < ?");
      params.push(to);
    }
    const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
    const top = (column: string, extra = "") =>
      this.db
        .prepare(
          `SELECT ${column} AS name, COUNT(*) AS n FROM visits ${where} ${extra ? (where ? `AND ${extra}` : `WHERE ${extra}`) : ""} GROUP BY ${column} ORDER BY n DESC, name LIMIT ${TOP_LIMIT}`,
        )
        .bind(...params);
    const [totals, pages, countries, browsers, referrers, recent] = await this.db.batch<Record<string, unknown>>([
      this.db
        .prepare(`SELECT COUNT(*) AS total, COUNT(DISTINCT visitor_hash) AS uniques FROM visits ${where}`)
        .bind(...params),
      top("page"),
      top("country"),
      top("browser"),
      top("referrer_domain", "referrer_domain <> 'direct'"),
      this.db
        .prepare(
          `SELECT id, page, country, browser, visited_at FROM visits ${where} ORDER BY visited_at DESC, id DESC LIMIT ${RECENT_LIMIT}`,
        )
        .bind(...params),
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
      .prepare(
        "SELECT substr(visited_at, 1, 10) AS date, COUNT(*) AS views FROM visits WHERE page = '/' GROUP BY date ORDER BY date",
      )
      .all<{ date: string; views: number }>();
    return fillDays(results, today);
  }
}
