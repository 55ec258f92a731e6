import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/errors";
import {
  AnalyticsEngineReader,
  analyticsSql,
  dailyHomepageSql,
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
