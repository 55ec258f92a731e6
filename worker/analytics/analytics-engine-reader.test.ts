import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/errors";
import {
  AnalyticsEngineReader,
  analyticsSql,
  CLICKS_DATASET,
  dailyHomepageSql,
  insightsSql,
  liveSql,
  SEARCHES_DATASET,
  VISITS_DATASET,
  whereClause,
} from "./analytics-engine-reader";

/**
 * Analytics Engine cannot be read locally (there is no local SQL API), so this adapter is tested two ways:
 * its SQL as text, and its HTTP handling against SAMPLE, a response in the documented JSON format of the
 * Analytics Engine SQL API (meta, data, rows; 64-bit counts as strings). It is a hand-made sample in that
 * format, not a capture from a live account.
 */
const SAMPLE = {
  meta: [
    { name: "name", type: "String" },
    { name: "n", type: "UInt64" },
  ],
  data: [
    { name: "/", n: "120" },
    { name: "/tools", n: "45" },
  ],
  rows: 2,
  rows_before_limit_at_least: 2,
};

describe("Analytics Engine SQL", () => {
  it("counts sampled rows with SUM(_sample_interval) and filters inclusive UTC days", () => {
    const sql = analyticsSql({ startDate: "2026-03-01", endDate: "2026-03-02" });
    expect(sql.totals).toBe(
      `SELECT SUM(_sample_interval) AS total, COUNT(DISTINCT blob6) AS uniques FROM ${VISITS_DATASET} WHERE timestamp >= toDateTime('2026-03-01 00:00:00') AND timestamp < toDateTime('2026-03-03 00:00:00')`,
    );
    for (const key of ["pages", "countries", "browsers", "referrers"]) {
      expect(sql[key]).toContain("SUM(_sample_interval) AS n");
      expect(sql[key]).toContain("ORDER BY n DESC LIMIT 10");
    }
    expect(sql.pages).toContain("SELECT blob1 AS name");
    expect(sql.countries).toContain("SELECT blob3 AS name");
    expect(sql.browsers).toContain("SELECT blob4 AS name");
    expect(sql.referrers).toContain("WHERE blob5 != 'direct' AND timestamp >=");
    expect(sql.recent).toContain("ORDER BY timestamp DESC LIMIT 50");
  });

  it("leaves out a missing start or end", () => {
    expect(whereClause({})).toBe("");
    expect(whereClause({ endDate: "2026-01-31" })).toBe(" WHERE timestamp < toDateTime('2026-02-01 00:00:00')");
    expect(whereClause({ startDate: "2026-01-31" })).toBe(" WHERE timestamp >= toDateTime('2026-01-31 00:00:00')");
  });

  it("daily home page views group by UTC day", () => {
    expect(dailyHomepageSql()).toContain("WHERE blob1 = '/' GROUP BY date ORDER BY date");
    expect(dailyHomepageSql()).toContain("SUM(_sample_interval) AS views");
  });
});

describe("Analytics Engine SQL of the insights", () => {
  const period = { startDate: "2026-10-25", endDate: "2026-11-03" };
  const range = "timestamp >= toDateTime('2026-10-25 00:00:00') AND timestamp < toDateTime('2026-11-04 00:00:00')";

  it("totals, days and searches of a period, counted with SUM(_sample_interval)", () => {
    const sql = insightsSql(period, false);
    expect(Object.keys(sql).sort()).toEqual(["clicks", "days", "searches", "visits"]);
    expect(sql.visits).toBe(
      `SELECT SUM(_sample_interval) AS visits, COUNT(DISTINCT blob6) AS uniques FROM ${VISITS_DATASET} WHERE ${range}`,
    );
    expect(sql.clicks).toBe(`SELECT SUM(_sample_interval) AS n FROM ${CLICKS_DATASET} WHERE ${range}`);
    expect(sql.searches).toBe(`SELECT SUM(_sample_interval) AS n FROM ${SEARCHES_DATASET} WHERE ${range}`);
    expect(sql.days).toBe(
      `SELECT formatDateTime(toStartOfDay(timestamp), '%Y-%m-%d') AS date, SUM(_sample_interval) AS visits, sumIf(_sample_interval, blob1 = '/') AS home FROM ${VISITS_DATASET} WHERE ${range} GROUP BY date ORDER BY date`,
    );
  });

  it("the lists read the blobs the recording writes", () => {
    const sql = insightsSql(period, true);
    expect(sql.toolClicks).toBe(
      `SELECT blob1 AS tool, blob2 AS page, SUM(_sample_interval) AS n FROM ${CLICKS_DATASET} WHERE ${range} GROUP BY tool, page`,
    );
    expect(sql.toolPages).toContain(`WHERE blob1 LIKE '/tools/%' AND ${range} GROUP BY name`);
    expect(sql.topSearches).toBe(
      `SELECT blob1 AS term, SUM(_sample_interval) AS n, argMax(double2, timestamp) AS results FROM ${SEARCHES_DATASET} WHERE ${range} GROUP BY term ORDER BY n DESC LIMIT 10`,
    );
    expect(sql.zeroSearches).toContain("GROUP BY term HAVING results = 0 ORDER BY n DESC LIMIT 10");
    expect(sql.languages).toContain("SELECT blob2 AS name");
    expect(sql.devices).toContain("SELECT blob7 AS name");
    expect(sql.systems).toContain("SELECT blob8 AS name");
    expect(sql.campaigns).toBe(
      `SELECT blob9 AS source, blob10 AS medium, blob11 AS campaign, SUM(_sample_interval) AS n FROM ${VISITS_DATASET} WHERE (blob9 != '' OR blob10 != '' OR blob11 != '') AND ${range} GROUP BY source, medium, campaign ORDER BY n DESC LIMIT 10`,
    );
    // A daily visitor hash's earliest page is its entry page.
    expect(sql.entries).toBe(
      `SELECT page AS name, SUM(weight) AS n FROM (SELECT blob6 AS visitor, argMin(blob1, timestamp) AS page, max(_sample_interval) AS weight FROM ${VISITS_DATASET} WHERE ${range} GROUP BY visitor) GROUP BY name ORDER BY n DESC LIMIT 10`,
    );
  });

  it("'all time' has no lower bound; a previous period before 1970 starts at the first date the SQL accepts", () => {
    expect(insightsSql({ startDate: null, endDate: "2026-11-03" }, false).clicks).toBe(
      `SELECT SUM(_sample_interval) AS n FROM ${CLICKS_DATASET} WHERE timestamp < toDateTime('2026-11-04 00:00:00')`,
    );
    expect(insightsSql({ startDate: "1969-12-25", endDate: "1969-12-31" }, false).clicks).toBe(
      `SELECT SUM(_sample_interval) AS n FROM ${CLICKS_DATASET} WHERE timestamp >= toDateTime('1970-01-01 00:00:00') AND timestamp < toDateTime('1970-01-02 00:00:00')`,
    );
  });

  it("live visitors are the distinct daily hashes of the last 5 minutes", () => {
    expect(liveSql()).toBe(
      `SELECT COUNT(DISTINCT blob6) AS visitors FROM ${VISITS_DATASET} WHERE timestamp > NOW() - INTERVAL '5' MINUTE`,
    );
  });
});

/** An answer in the SQL API's documented format (64-bit counts as strings) for each insights statement. */
function insightsAnswer(sql: string): Record<string, unknown>[] {
  if (sql.includes("argMin("))
    return [
      { name: "/", n: "40" },
      { name: "/tools", n: "12" },
    ];
  if (sql.includes("AS visits, COUNT(DISTINCT")) return [{ visits: "120", uniques: "52" }];
  if (sql.includes("AS date")) return [{ date: "2026-11-02", visits: "70", home: "30" }];
  if (sql.includes("AS tool, blob2 AS page"))
    return [
      { tool: "chatgpt", page: "/tools/chatgpt", n: "6" },
      { tool: "chatgpt", page: "/tools", n: "10" },
      { tool: "claude", page: "/", n: "3" },
    ];
  if (sql.includes("LIKE '/tools/%'")) return [{ name: "/tools/chatgpt", n: "24" }];
  if (sql.includes("HAVING results = 0")) return [{ term: "3d avatar", n: "5", results: 0 }];
  if (sql.includes("argMax("))
    return [
      { term: "3d avatar", n: "5", results: 0 },
      { term: "video", n: "4", results: 6 },
    ];
  if (sql.includes("blob2 AS name"))
    return [
      { name: "de", n: "80" },
      { name: "", n: "9" },
      { name: "en", n: "31" },
    ];
  if (sql.includes("blob7 AS name"))
    return [
      { name: "mobile", n: "70" },
      { name: "", n: "20" },
      { name: "unknown", n: "5" },
      { name: "desktop", n: "25" },
    ];
  if (sql.includes("blob8 AS name"))
    return [
      { name: "Android", n: "60" },
      { name: "", n: "60" },
    ];
  if (sql.includes("AS source")) return [{ source: "newsletter", medium: "email", campaign: "nov", n: "7" }];
  if (sql.includes(CLICKS_DATASET)) return [{ n: "19" }];
  if (sql.includes(SEARCHES_DATASET)) return [{ n: "9" }];
  return [];
}

describe("AnalyticsEngineReader insights (against sample answers)", () => {
  it("turns each statement's rows into the period's figures and lists", async () => {
    const fetcher = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ meta: [], data: insightsAnswer(String(init?.body)), rows: 1 }),
    );
    const reader = new AnalyticsEngineReader("a", "t", fetcher as unknown as typeof fetch);
    const figures = await reader.periodFigures({ startDate: "2026-10-25", endDate: "2026-11-03" }, true);
    expect(figures).toMatchObject({ visits: 120, uniqueVisitors: 52, clicks: 19, searches: 9 });
    expect(figures.days).toEqual([{ date: "2026-11-02", visits: 70, homepageViews: 30 }]);
    expect(figures.lists).toEqual({
      topTools: [
        { toolId: "chatgpt", clicks: 16, toolPageViews: 24, toolPageClicks: 6, clickThroughRate: 0.25 },
        { toolId: "claude", clicks: 3, toolPageViews: 0, toolPageClicks: 0, clickThroughRate: null },
      ],
      topSearches: [
        { term: "3d avatar", searches: 5, results: 0 },
        { term: "video", searches: 4, results: 6 },
      ],
      zeroResultSearches: [{ term: "3d avatar", searches: 5 }],
      // Points written before a blob was recorded have it empty: no language, an unknown device and system.
      languages: [
        { language: "de", visits: 80 },
        { language: "en", visits: 31 },
      ],
      devices: [
        { device: "mobile", visits: 70 },
        { device: "desktop", visits: 25 },
        { device: "unknown", visits: 25 },
      ],
      operatingSystems: [
        { os: "Android", visits: 60 },
        { os: "Unknown", visits: 60 },
      ],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "nov", visits: 7 }],
      entryPages: [
        { page: "/", entries: 40 },
        { page: "/tools", entries: 12 },
      ],
    });
    expect(fetcher).toHaveBeenCalledTimes(
      Object.keys(insightsSql({ startDate: null, endDate: "2026-11-03" }, true)).length,
    );
  });

  it("reads the live count", async () => {
    const fetcher = vi.fn(async () => Response.json({ meta: [], data: [{ visitors: "3" }], rows: 1 }));
    const reader = new AnalyticsEngineReader("a", "t", fetcher as unknown as typeof fetch);
    expect(await reader.liveVisitors()).toBe(3);
  });
});

describe("AnalyticsEngineReader HTTP handling (against the sample response)", () => {
  it("posts the SQL with the API token to the account's endpoint and reads the rows", async () => {
    const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(SAMPLE));
    const reader = new AnalyticsEngineReader("acc123", "tok456", fetcher as unknown as typeof fetch);
    const rows = await reader.query("SELECT 1");
    expect(rows).toEqual(SAMPLE.data);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("https://api.cloudflare.com/client/v4/accounts/acc123/analytics_engine/sql");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("SELECT 1");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tok456");
  });

  it("turns string counts into numbers in the analytics answer", async () => {
    const recent = {
      meta: [{ name: "timestamp", type: "DateTime" }],
      data: [{ timestamp: "2026-03-01 10:20:30", page: "/tools", country: "BR", browser: "Safari" }],
      rows: 1,
    };
    const fetcher = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(String(init?.body).includes("ORDER BY timestamp") ? recent : SAMPLE),
    );
    const reader = new AnalyticsEngineReader("a", "t", fetcher as unknown as typeof fetch);
    const result = await reader.analytics({});
    expect(result.pageViews).toEqual([
      { page: "/", views: 120 },
      { page: "/tools", views: 45 },
    ]);
    expect(result.recentVisits).toEqual([
      {
        id: "2026-03-01T10:20:30.000Z-0",
        page: "/tools",
        country: "BR",
        browser: "Safari",
        visitedAt: "2026-03-01T10:20:30.000Z",
      },
    ]);
  });

  it.each([
    ["an HTTP error", async () => new Response("denied", { status: 403 })],
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["an unexpected body", async () => Response.json({ errors: ["x"] })],
  ])("%s becomes a 503 with a clear message", async (_, answer) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reader = new AnalyticsEngineReader("a", "t", vi.fn(answer) as unknown as typeof fetch);
    const error = await reader.query("SELECT 1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toMatch(/Analytics/);
    errors.mockRestore();
  });
});
