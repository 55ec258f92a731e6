import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { ApiError } from "../lib/errors";
import { type AnalyticsReader, fillDays, RECENT_LIMIT, TOP_LIMIT, timeBounds } from "./reader";

/** Dataset name of the `VISITS` binding (wrangler.toml). */
export const VISITS_DATASET = "ai_tools_guide_visits";

/**
 * Blob columns of a visit data point: blob1 page, blob2 lang, blob3 country, blob4 browser, blob5 referrer
 * domain, blob6 the daily visitor hash (needed to count unique visitors).
 */
const COLUMN = { page: "blob1", country: "blob3", browser: "blob4", referrer: "blob5", visitor: "blob6" } as const;

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

type Row = Record<string, string | number | null>;

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
    const pairs = (rows: Row[] | undefined) =>
      (rows ?? []).map((r) => ({ name: String(r.name ?? ""), n: Number(r.n ?? 0) }));
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
}
