import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { LIVE_WINDOW_MINUTES, type Period } from "@common/api/insights";
import { figuresOf, periodAggregate } from "./d1-period-aggregate";
import { type AnalyticsReader, fillDays, type PeriodFigures, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";
import { AGENT_SQL, DIM, epochMinute, LANG_PAGE_SQL } from "./rollup-values";

type Row = Record<string, unknown>;

/** `AND day >= ? AND day <= ?` for the bounds a range has, with their parameters. */
function dayFilter(range: { startDate?: string | null; endDate?: string | null }): { sql: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (range.startDate) {
    conditions.push("day >= ?");
    params.push(range.startDate);
  }
  if (range.endDate) {
    conditions.push("day <= ?");
    params.push(range.endDate);
  }
  return { sql: conditions.map((c) => ` AND ${c}`).join(""), params };
}

const rows = (result: D1Result<Row> | undefined) => result?.results ?? [];
const pairs = (result: D1Result<Row> | undefined) =>
  rows(result).map((r) => ({ name: String(r.name), n: Number(r.n) }));
const single = (result: D1Result<Row> | undefined) => Number(rows(result)[0]?.n ?? 0);

/**
 * The dashboard's numbers from D1 (the default reader, and the only one locally): counts come from the daily
 * roll-ups (`visit_daily`, `click_daily`, `search_daily`; layout in worker/db/schema.ts), the recent visits from
 * the newest raw rows, live visitors from the day's visitor rows.
 */
export class D1AnalyticsReader implements AnalyticsReader {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `SELECT <name>, SUM(visits)` over one dimension's roll-ups in a range, largest first. */
  private topOf(dim: string, name: string, days: { sql: string; params: string[] }, extra = "", limit = TOP_LIMIT) {
    return this.db
      .prepare(
        `SELECT ${name} AS name, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days.sql}${extra} GROUP BY 1 ORDER BY n DESC, name LIMIT ${limit}`,
      )
      .bind(dim, ...days.params);
  }

  private sumOf(dim: string, days: { sql: string; params: string[] }) {
    return this.db
      .prepare(`SELECT COALESCE(SUM(visits), 0) AS n FROM visit_daily WHERE dim = ?${days.sql}`)
      .bind(dim, ...days.params);
  }

  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const { from, to } = timeBounds(query);
    const days = dayFilter(query);
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
    const [total, uniques, pages, countries, browsers, referrers, recent] = await this.db.batch<Row>([
      this.sumOf(DIM.langPage, days),
      this.sumOf(DIM.entry, days),
      this.topOf(DIM.langPage, LANG_PAGE_SQL.page, days),
      this.topOf(DIM.country, "value", days),
      this.topOf(DIM.agent, AGENT_SQL.browser, days),
      this.topOf(DIM.referrer, "value", days, " AND value <> 'direct'"),
      this.db
        .prepare(
          `SELECT id, page, country, browser, visited_at FROM visits ${where} ORDER BY visited_at DESC, id DESC LIMIT ${RECENT_LIMIT}`,
        )
        .bind(...timeParams),
    ]);
    return {
      totalVisits: single(total),
      uniqueVisitors: single(uniques),
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
        `SELECT day AS date, SUM(visits) AS views FROM visit_daily WHERE dim = ? AND ${LANG_PAGE_SQL.page} = '/' GROUP BY day ORDER BY day`,
      )
      .bind(DIM.langPage)
      .all<{ date: string; views: number }>();
    return fillDays(results, today);
  }

  /**
   * A period's figures: its settled days aggregated once per isolate and kept, its last two days read now, each
   * roll-up scanned once per span (d1-period-aggregate.ts).
   */
  async periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures> {
    return figuresOf(await periodAggregate(this.db, period, this.now()), withLists);
  }

  async liveVisitors(now: Date): Promise<number> {
    const since = epochMinute(now.toISOString()) - LIVE_WINDOW_MINUTES;
    // A visitor hash belongs to one UTC day, so the window's days are today and, just after midnight, yesterday.
    const firstDay = new Date(since * 60_000).toISOString().slice(0, 10);
    const row = await this.db
      .prepare("SELECT COUNT(*) AS n FROM daily_visitors WHERE day >= ? AND last_seen_minute >= ?")
      .bind(firstDay, since)
      .first<{ n: number }>();
    return Number(row?.n ?? 0);
  }
}
