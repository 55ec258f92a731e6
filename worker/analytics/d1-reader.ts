import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { LIVE_WINDOW_MINUTES, type Period } from "@common/api/insights";
import * as lists from "./insight-lists";
import { TOOL_PAGE_PREFIX } from "./insight-lists";
import {
  type AnalyticsReader,
  fillDays,
  type InsightLists,
  type PeriodFigures,
  RECENT_LIMIT,
  TOP_LIMIT,
  timeBounds,
} from "./reader";
import { AGENT_SQL, CAMPAIGN_SQL, DIM, epochMinute, LANG_PAGE_SQL, parseAgentValue } from "./rollup-values";

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

  /**
   * A period's figures in one batch, each roll-up scanned once: the days (whose sum is the visits), the entries
   * (whose sum is the unique visitors), each tool's clicks, the searches; with the lists, the page-and-language
   * rows (languages and tool page views are split from them here), the agents (devices and systems), campaigns
   * and the search terms' two lists and total from one aggregation.
   */
  async periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures> {
    const days = dayFilter(period);
    const sumPerValue = (dim: string) =>
      this.db
        .prepare(`SELECT value AS name, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days.sql} GROUP BY value`)
        .bind(dim, ...days.params);
    const statements = [
      this.db
        .prepare(
          `SELECT day, SUM(visits) AS visits, SUM(CASE WHEN ${LANG_PAGE_SQL.page} = '/' THEN visits ELSE 0 END) AS home FROM visit_daily WHERE dim = ?${days.sql} GROUP BY day ORDER BY day`,
        )
        .bind(DIM.langPage, ...days.params),
      withLists ? sumPerValue(DIM.entry) : this.sumOf(DIM.entry, days),
      this.db
        .prepare(
          `SELECT tool_id, SUM(clicks) AS n, SUM(tool_page_clicks) AS on_page FROM click_daily WHERE 1${days.sql} GROUP BY tool_id`,
        )
        .bind(...days.params),
    ];
    // With the lists, the search count comes with the terms' aggregation instead of a scan of its own.
    if (!withLists) {
      statements.push(
        this.db
          .prepare(`SELECT COALESCE(SUM(searches), 0) AS n FROM search_daily WHERE 1${days.sql}`)
          .bind(...days.params),
      );
    }
    if (withLists) {
      // Per term: the summed count and, from its latest day (SQLite takes a bare column from the row that gave
      // MAX), the result count of its latest search; aggregated once, in the term index's order, for both lists.
      statements.push(
        sumPerValue(DIM.langPage),
        sumPerValue(DIM.agent),
        this.db
          .prepare(
            `SELECT ${CAMPAIGN_SQL.source} AS source, ${CAMPAIGN_SQL.medium} AS medium, ${CAMPAIGN_SQL.campaign} AS campaign, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days.sql} GROUP BY value ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
          )
          .bind(DIM.campaign, ...days.params),
        this.db
          .prepare(
            `WITH terms AS MATERIALIZED (SELECT term, SUM(searches) AS n, MAX(day) AS last_day, results FROM search_daily INDEXED BY search_daily_term_idx WHERE 1${days.sql} GROUP BY term)
             SELECT * FROM (SELECT 'top' AS list, term, n, results FROM terms ORDER BY n DESC, term LIMIT ${TOP_LIMIT})
             UNION ALL SELECT * FROM (SELECT 'zero' AS list, term, n, results FROM terms WHERE results = 0 ORDER BY n DESC, term LIMIT ${TOP_LIMIT})
             UNION ALL SELECT 'total', '', COALESCE(SUM(n), 0), 0 FROM terms`,
          )
          .bind(...days.params),
      );
    }
    const results = await this.db.batch<Row>(statements);
    const [dayRows, entries, toolRows] = results;
    const [langPages, agents, campaigns, terms] = withLists ? results.slice(3) : [];
    const searches = withLists ? Number(rows(terms).find((r) => r.list === "total")?.n ?? 0) : single(results[3]);
    const visitDays = rows(dayRows).map((r) => ({
      date: String(r.day),
      visits: Number(r.visits),
      homepageViews: Number(r.home),
    }));
    const tools = rows(toolRows).map((r) => ({
      toolId: String(r.tool_id),
      clicks: Number(r.n),
      toolPageClicks: Number(r.on_page),
    }));
    const entryRows = pairs(entries);
    return {
      visits: visitDays.reduce((sum, d) => sum + d.visits, 0),
      uniqueVisitors: withLists ? entryRows.reduce((sum, r) => sum + r.n, 0) : single(entries),
      clicks: tools.reduce((sum, t) => sum + t.clicks, 0),
      searches,
      days: visitDays,
      lists: withLists
        ? this.lists(pairs(langPages), pairs(agents), rows(campaigns), rows(terms), tools, entryRows)
        : null,
    };
  }

  /** The insights lists from a period's rows (see periodFigures). */
  private lists(
    langPages: { name: string; n: number }[],
    agents: { name: string; n: number }[],
    campaigns: Row[],
    terms: Row[],
    tools: lists.ToolClicks[],
    entries: { name: string; n: number }[],
  ): InsightLists {
    const pageViews = new Map<string, number>();
    const languages: { name: string; n: number }[] = [];
    for (const { name, n } of langPages) {
      const page = name.slice(2);
      languages.push({ name: name.slice(0, 2), n });
      if (page.startsWith(TOOL_PAGE_PREFIX)) pageViews.set(page, (pageViews.get(page) ?? 0) + n);
    }
    const families = agents.map(({ name, n }) => ({ ...parseAgentValue(name), n }));
    const termsOf = (list: string) => terms.filter((r) => r.list === list);
    return {
      topTools: lists.topTools(tools, pageViews),
      topSearches: termsOf("top").map((r) => ({
        term: String(r.term),
        searches: Number(r.n),
        results: Number(r.results),
      })),
      zeroResultSearches: termsOf("zero").map((r) => ({ term: String(r.term), searches: Number(r.n) })),
      languages: lists.languages(languages),
      devices: lists.devices(families.map((f) => ({ name: f.device, n: f.n }))),
      operatingSystems: lists.operatingSystems(families.map((f) => ({ name: f.os, n: f.n }))),
      campaigns: lists.campaigns(
        campaigns.map((r) => ({
          source: String(r.source),
          medium: String(r.medium),
          campaign: String(r.campaign),
          n: Number(r.n),
        })),
      ),
      entryPages: lists.entryPages(entries),
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
