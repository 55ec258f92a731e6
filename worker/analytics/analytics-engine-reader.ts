import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { ANALYTICS_DATE_RANGE } from "@common/api/analytics-dates";
import { LIVE_WINDOW_MINUTES, type Period } from "@common/api/insights";
import { ApiError } from "../lib/errors";
import * as lists from "./insight-lists";
import { TOOL_PAGE_PREFIX } from "./insight-lists";
import { type AnalyticsReader, fillDays, type PeriodFigures, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";

/** Dataset names of the `VISITS`, `CLICKS` and `SEARCHES` bindings (wrangler.toml). */
export const VISITS_DATASET = "ai_tools_guide_visits";
export const CLICKS_DATASET = "ai_tools_guide_clicks";
export const SEARCHES_DATASET = "ai_tools_guide_searches";

/**
 * Blob columns of a visit data point: blob1 page, blob2 lang, blob3 country, blob4 browser, blob5 referrer
 * domain, blob6 the daily visitor hash (needed to count unique visitors), blob7 device, blob8 OS, blob9–11 the
 * campaign's source, medium and name (blobs 7–11 are empty in points written before they were recorded).
 */
const COLUMN = {
  page: "blob1",
  lang: "blob2",
  country: "blob3",
  browser: "blob4",
  referrer: "blob5",
  visitor: "blob6",
  device: "blob7",
  os: "blob8",
  utmSource: "blob9",
  utmMedium: "blob10",
  utmCampaign: "blob11",
} as const;

/** Columns of a click data point (blob1 tool id, blob2 page, blob3 lang) and of a search (blob1 term, blob2
 *  lang, double2 the number of results). */
const CLICK = { tool: "blob1", page: "blob2" } as const;
const SEARCH = { term: "blob1", results: "double2" } as const;

function sqlTime(iso: string): string {
  // Only values built by timeBounds() from validated dates reach here: YYYY-MM-DDTHH:MM:SS.sssZ.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) throw new Error(`unexpected time ${iso}`);
  return `toDateTime('${iso.slice(0, 19).replace("T", " ")}')`;
}

/** The WHERE clause for a date range (inclusive UTC days). */
export function whereClause(query: AnalyticsQuery, extra: string[] = []): string {
  const { from, to } = timeBounds(query);
  const conditions = [...extra];
  if (from) conditions.push(`timestamp >= ${sqlTime(from)}`);
  if (to) conditions.push(`timestamp < ${sqlTime(to)}`);
  return conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "";
}

/** The SQL statements of one analytics answer. Sampled rows are counted with SUM(_sample_interval). */
export function analyticsSql(query: AnalyticsQuery): Record<string, string> {
  const where = whereClause(query);
  const top = (column: string, extra: string[] = []) =>
    `SELECT ${column} AS name, SUM(_sample_interval) AS n FROM ${VISITS_DATASET}${whereClause(query, extra)} GROUP BY name ORDER BY n DESC LIMIT ${TOP_LIMIT}`;
  return {
    totals: `SELECT SUM(_sample_interval) AS total, COUNT(DISTINCT ${COLUMN.visitor}) AS uniques FROM ${VISITS_DATASET}${where}`,
    pages: top(COLUMN.page),
    countries: top(COLUMN.country),
    browsers: top(COLUMN.browser),
    referrers: top(COLUMN.referrer, [`${COLUMN.referrer} != 'direct'`]),
    recent: `SELECT timestamp, ${COLUMN.page} AS page, ${COLUMN.country} AS country, ${COLUMN.browser} AS browser FROM ${VISITS_DATASET}${where} ORDER BY timestamp DESC LIMIT ${RECENT_LIMIT}`,
  };
}

/** The SQL of the daily home page views (the home page in every language is stored as "/"). */
export function dailyHomepageSql(): string {
  return `SELECT formatDateTime(toStartOfDay(timestamp), '%Y-%m-%d') AS date, SUM(_sample_interval) AS views FROM ${VISITS_DATASET} WHERE ${COLUMN.page} = '/' GROUP BY date ORDER BY date`;
}

/**
 * The query bounds of a period. A previous period can reach before 1970, where Analytics Engine has no time
 * (and no data): its start is raised to the first date the SQL accepts.
 */
function periodQuery(period: Period): AnalyticsQuery {
  const first = ANALYTICS_DATE_RANGE.min;
  const raise = (date: string) => [date, first].sort()[1] ?? first;
  const startDate = period.startDate === null ? null : raise(period.startDate);
  const endDate = raise(period.endDate);
  return { ...(startDate ? { startDate } : {}), endDate };
}

/**
 * The SQL statements of one period's insights (`withLists` adds the lists). Entry pages take each daily visitor
 * hash's earliest page (`argMin`); a search term's result count is that of its latest search (`argMax`).
 */
export function insightsSql(period: Period, withLists: boolean): Record<string, string> {
  const query = periodQuery(period);
  const where = (extra: string[] = []) => whereClause(query, extra);
  const group = (dataset: string, column: string, extra: string[] = [], limit = "") =>
    `SELECT ${column} AS name, SUM(_sample_interval) AS n FROM ${dataset}${where(extra)} GROUP BY name ORDER BY n DESC${limit}`;
  const searchTerms = `SELECT ${SEARCH.term} AS term, SUM(_sample_interval) AS n, argMax(${SEARCH.results}, timestamp) AS results FROM ${SEARCHES_DATASET}${where()} GROUP BY term`;
  const totals = {
    visits: `SELECT SUM(_sample_interval) AS visits, COUNT(DISTINCT ${COLUMN.visitor}) AS uniques FROM ${VISITS_DATASET}${where()}`,
    clicks: `SELECT SUM(_sample_interval) AS n FROM ${CLICKS_DATASET}${where()}`,
    searches: `SELECT SUM(_sample_interval) AS n FROM ${SEARCHES_DATASET}${where()}`,
    days: `SELECT formatDateTime(toStartOfDay(timestamp), '%Y-%m-%d') AS date, SUM(_sample_interval) AS visits, sumIf(_sample_interval, ${COLUMN.page} = '/') AS home FROM ${VISITS_DATASET}${where()} GROUP BY date ORDER BY date`,
  };
  if (!withLists) return totals;
  return {
    ...totals,
    toolClicks: `SELECT ${CLICK.tool} AS tool, ${CLICK.page} AS page, SUM(_sample_interval) AS n FROM ${CLICKS_DATASET}${where()} GROUP BY tool, page`,
    toolPages: group(VISITS_DATASET, COLUMN.page, [`${COLUMN.page} LIKE '${TOOL_PAGE_PREFIX}%'`]),
    topSearches: `${searchTerms} ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
    zeroSearches: `${searchTerms} HAVING results = 0 ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
    languages: group(VISITS_DATASET, COLUMN.lang),
    devices: group(VISITS_DATASET, COLUMN.device),
    systems: group(VISITS_DATASET, COLUMN.os),
    campaigns: `SELECT ${COLUMN.utmSource} AS source, ${COLUMN.utmMedium} AS medium, ${COLUMN.utmCampaign} AS campaign, SUM(_sample_interval) AS n FROM ${VISITS_DATASET}${where([`(${COLUMN.utmSource} != '' OR ${COLUMN.utmMedium} != '' OR ${COLUMN.utmCampaign} != '')`])} GROUP BY source, medium, campaign ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
    entries: `SELECT page AS name, SUM(weight) AS n FROM (SELECT ${COLUMN.visitor} AS visitor, argMin(${COLUMN.page}, timestamp) AS page, max(_sample_interval) AS weight FROM ${VISITS_DATASET}${where()} GROUP BY visitor) GROUP BY name ORDER BY n DESC LIMIT ${TOP_LIMIT}`,
  };
}

/** Distinct daily visitor hashes seen in the last LIVE_WINDOW_MINUTES. */
export function liveSql(): string {
  return `SELECT COUNT(DISTINCT ${COLUMN.visitor}) AS visitors FROM ${VISITS_DATASET} WHERE timestamp > NOW() - INTERVAL '${LIVE_WINDOW_MINUTES}' MINUTE`;
}

type Row = Record<string, string | number | null>;

const num = (value: unknown) => Number(value ?? 0);
const pairs = (rows: Row[] | undefined) => (rows ?? []).map((r) => ({ name: String(r.name ?? ""), n: num(r.n) }));

/** Reads the dashboard's numbers through the Analytics Engine SQL API (chosen when its secrets are set). */
export class AnalyticsEngineReader implements AnalyticsReader {
  constructor(
    private readonly accountId: string,
    private readonly apiToken: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  /** Runs one statement; any failure becomes a 503 with a clear message. */
  async query(sql: string): Promise<Row[]> {
    let res: Response;
    try {
      res = await this.fetcher(
        `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(this.accountId)}/analytics_engine/sql`,
        { method: "POST", headers: { Authorization: `Bearer ${this.apiToken}` }, body: sql },
      );
    } catch {
      throw new ApiError(503, "service_unavailable", "Analytics are temporarily unavailable. Please try again.");
    }
    if (!res.ok) {
      console.error(JSON.stringify({ level: "error", message: "Analytics Engine SQL failed", status: res.status }));
      throw new ApiError(503, "service_unavailable", "Analytics are temporarily unavailable. Please try again.");
    }
    const body = (await res.json().catch(() => null)) as { data?: Row[] } | null;
    if (!body || !Array.isArray(body.data)) {
      throw new ApiError(503, "service_unavailable", "Analytics returned an unexpected answer. Please try again.");
    }
    return body.data;
  }

  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const sql = analyticsSql(query);
    const [totals, pages, countries, browsers, referrers, recent] = await Promise.all(
      [sql.totals, sql.pages, sql.countries, sql.browsers, sql.referrers, sql.recent].map((s) => this.query(s ?? "")),
    );
    return {
      totalVisits: Number(totals?.[0]?.total ?? 0),
      uniqueVisitors: Number(totals?.[0]?.uniques ?? 0),
      pageViews: pairs(pages).map(({ name, n }) => ({ page: name, views: n })),
      topCountries: pairs(countries).map(({ name, n }) => ({ country: name, visits: n })),
      topBrowsers: pairs(browsers).map(({ name, n }) => ({ browser: name, visits: n })),
      topReferrers: pairs(referrers).map(({ name, n }) => ({ domain: name, referrals: n })),
      recentVisits: (recent ?? []).flatMap((r, i) => {
        const time = Date.parse(`${String(r.timestamp ?? "").replace(" ", "T")}Z`);
        if (Number.isNaN(time)) return [];
        const visitedAt = new Date(time).toISOString();
        return [
          {
            id: `${visitedAt}-${i}`,
            page: String(r.page ?? ""),
            country: String(r.country ?? "Unknown"),
            browser: String(r.browser ?? "Unknown"),
            visitedAt,
          },
        ];
      }),
    };
  }

  async dailyHomepageViews(today: Date): Promise<DailyHomepageViews> {
    const rows = await this.query(dailyHomepageSql());
    return fillDays(
      rows.map((r) => ({ date: String(r.date), views: Number(r.views ?? 0) })),
      today,
    );
  }

  async periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures> {
    const sql = insightsSql(period, withLists);
    const names = Object.keys(sql);
    const answers = await Promise.all(names.map((name) => this.query(sql[name] ?? "")));
    const result = Object.fromEntries(names.map((name, i) => [name, answers[i] ?? []])) as Record<string, Row[]>;
    const first = (name: string) => result[name]?.[0] ?? {};
    return {
      visits: num(first("visits").visits),
      uniqueVisitors: num(first("visits").uniques),
      clicks: num(first("clicks").n),
      searches: num(first("searches").n),
      days: (result.days ?? []).map((r) => ({
        date: String(r.date),
        visits: num(r.visits),
        homepageViews: num(r.home),
      })),
      lists: withLists
        ? {
            topTools: lists.topTools(
              lists.clicksPerTool(
                (result.toolClicks ?? []).map((r) => ({ toolId: String(r.tool), page: String(r.page), n: num(r.n) })),
              ),
              new Map(pairs(result.toolPages).map((p) => [p.name, p.n])),
            ),
            topSearches: (result.topSearches ?? []).map((r) => ({
              term: String(r.term),
              searches: num(r.n),
              results: num(r.results),
            })),
            zeroResultSearches: (result.zeroSearches ?? []).map((r) => ({ term: String(r.term), searches: num(r.n) })),
            languages: lists.languages(pairs(result.languages)),
            devices: lists.devices(pairs(result.devices)),
            operatingSystems: lists.operatingSystems(pairs(result.systems)),
            campaigns: lists.campaigns(
              (result.campaigns ?? []).map((r) => ({
                source: String(r.source ?? ""),
                medium: String(r.medium ?? ""),
                campaign: String(r.campaign ?? ""),
                n: num(r.n),
              })),
            ),
            entryPages: lists.entryPages(pairs(result.entries)),
          }
        : null,
    };
  }

  async liveVisitors(): Promise<number> {
    const rows = await this.query(liveSql());
    return num(rows[0]?.visitors);
  }
}
