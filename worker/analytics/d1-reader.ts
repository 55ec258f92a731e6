import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { LIVE_WINDOW_MINUTES, type Period } from "@common/api/insights";
import * as lists from "./insight-lists";
import { TOOL_PAGE_PREFIX } from "./insight-lists";
import { type AnalyticsReader, fillDays, type PeriodFigures, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";
import { AGENT_SQL, CAMPAIGN_SQL, DIM, epochMinute, LANG_PAGE_SQL } from "./rollup-values";

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
  constructor(private readonly db: D1Database) {}

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

  async periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures> {
    const days = dayFilter(period);
    const statements = [
      this.sumOf(DIM.langPage, days),
      this.sumOf(DIM.entry, days),
      this.db.prepare(`SELECT COALESCE(SUM(clicks), 0) AS n FROM click_daily WHERE 1${days.sql}`).bind(...days.params),
      this.db
        .prepare(`SELECT COALESCE(SUM(searches), 0) AS n FROM search_daily WHERE 1${days.sql}`)
        .bind(...days.params),
      this.db
        .prepare(
          `SELECT day, SUM(visits) AS visits, SUM(CASE WHEN ${LANG_PAGE_SQL.page} = '/' THEN visits ELSE 0 END) AS home FROM visit_daily WHERE dim = ?${days.sql} GROUP BY day ORDER BY day`,
        )
        .bind(DIM.langPage, ...days.params),
    ];
    if (withLists) {
      // Searches: per term the summed count and, from its latest day (SQLite takes the bare column from the
      // row that gave MAX), the result count that search had then.
      const searchTotals = `SELECT term, SUM(searches) AS n, MAX(day) AS last_day, results FROM search_daily WHERE 1${days.sql} GROUP BY term`;
      statements.push(
        this.db
          .prepare(`SELECT tool_id, page, SUM(clicks) AS n FROM click_daily WHERE 1${days.sql} GROUP BY tool_id, page`)
          .bind(...days.params),
        this.topOf(
          DIM.langPage,
          LANG_PAGE_SQL.page,
          days,
          ` AND substr(${LANG_PAGE_SQL.page}, 1, ${TOOL_PAGE_PREFIX.length}) = '${TOOL_PAGE_PREFIX}'`,
          -1,
        ),
        this.db.prepare(`${searchTotals} ORDER BY n DESC, term LIMIT ${TOP_LIMIT}`).bind(...days.params),
        this.db
          .prepare(`SELECT term, n FROM (${searchTotals}) WHERE results = 0 ORDER BY n DESC, term LIMIT ${TOP_LIMIT}`)
          .bind(...days.params),
        this.topOf(DIM.langPage, LANG_PAGE_SQL.lang, days, "", -1),
        this.topOf(DIM.agent, AGENT_SQL.device, days, "", -1),
        this.topOf(DIM.agent, AGENT_SQL.os, days, "", -1),
        this.db
          .prepare(
            `SELECT ${CAMPAIGN_SQL.source} AS source, ${CAMPAIGN_SQL.medium} AS medium, ${CAMPAIGN_SQL.campaign} AS campaign, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days.sql} GROUP BY value ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
          )
          .bind(DIM.campaign, ...days.params),
        this.topOf(DIM.entry, "value", days, " AND value <> ''"),
      );
    }
    const [visits, uniques, clicks, searches, dayRows, ...listResults] = await this.db.batch<Row>(statements);
    const [toolClicks, toolPages, topSearches, zeroSearches, languages, devices, systems, campaigns, entries] =
      listResults;
    return {
      visits: single(visits),
      uniqueVisitors: single(uniques),
      clicks: single(clicks),
      searches: single(searches),
      days: rows(dayRows).map((r) => ({
        date: String(r.day),
        visits: Number(r.visits),
        homepageViews: Number(r.home),
      })),
      lists: withLists
        ? {
            topTools: lists.topTools(
              rows(toolClicks).map((r) => ({ toolId: String(r.tool_id), page: String(r.page), n: Number(r.n) })),
              new Map(pairs(toolPages).map((p) => [p.name, p.n])),
            ),
            topSearches: rows(topSearches).map((r) => ({
              term: String(r.term),
              searches: Number(r.n),
              results: Number(r.results),
            })),
            zeroResultSearches: rows(zeroSearches).map((r) => ({ term: String(r.term), searches: Number(r.n) })),
            languages: lists.languages(pairs(languages)),
            devices: lists.devices(pairs(devices)),
            operatingSystems: lists.operatingSystems(pairs(systems)),
            campaigns: lists.campaigns(
              rows(campaigns).map((r) => ({
                source: String(r.source),
                medium: String(r.medium),
                campaign: String(r.campaign),
                n: Number(r.n),
              })),
            ),
            entryPages: lists.entryPages(pairs(entries)),
          }
        : null,
    };
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
