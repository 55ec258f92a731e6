import type { InsightsResponse } from "@common/api/insights";
import { describe, expect, it } from "vitest";
import { chartDays } from "./chart-days";
import { periodChange, periodDays } from "./period-change";

describe("periodChange", () => {
  it("is up or down by a ratio of the previous figure", () => {
    expect(periodChange(112, 100)).toEqual({ kind: "up", ratio: expect.closeTo(0.12, 10) });
    expect(periodChange(75, 100)).toEqual({ kind: "down", ratio: 0.25 });
    expect(periodChange(0, 40)).toEqual({ kind: "down", ratio: 1 });
  });

  it("is new from zero (no infinite percentage) and unchanged when equal", () => {
    expect(periodChange(5, 0)).toEqual({ kind: "new" });
    expect(periodChange(0, 0)).toEqual({ kind: "same" });
    expect(periodChange(7, 7)).toEqual({ kind: "same" });
  });

  it("compares rates, a rate without visitors counting as zero", () => {
    expect(periodChange(0.05, 0.04)).toEqual({ kind: "up", ratio: expect.closeTo(0.25, 10) });
    expect(periodChange(0.05, null)).toEqual({ kind: "new" });
    expect(periodChange(null, null)).toEqual({ kind: "same" });
  });

  it("is nothing for 'all time' (no previous period)", () => {
    expect(periodChange(10, undefined)).toBeNull();
  });
});

describe("periodDays", () => {
  it("counts UTC days with both ends, across month and year boundaries and leap days", () => {
    expect(periodDays({ startDate: "2026-03-08", endDate: "2026-03-15" })).toBe(8);
    expect(periodDays({ startDate: "2026-01-31", endDate: "2026-03-01" })).toBe(30);
    expect(periodDays({ startDate: "2028-02-28", endDate: "2028-03-01" })).toBe(3);
    expect(periodDays({ startDate: "2025-12-31", endDate: "2026-01-01" })).toBe(2);
    expect(periodDays({ startDate: "2026-03-15", endDate: "2026-03-15" })).toBe(1);
  });

  it("is null for 'all time'", () => {
    expect(periodDays(null)).toBeNull();
    expect(periodDays({ startDate: null, endDate: "2026-03-15" })).toBeNull();
  });
});

describe("chartDays", () => {
  const day = (date: string, homepageViews: number, signups = 0) => ({ date, homepageViews, visits: 0, signups });

  it("pairs each day of the range with its day of the previous period, with signups", () => {
    const insights = {
      daily: [day("2026-03-01", 5, 1), day("2026-03-02", 7)],
      previousDaily: [day("2026-02-27", 3), day("2026-02-28", 4)],
    } as unknown as InsightsResponse;
    expect(chartDays(insights, undefined)).toEqual([
      { date: "2026-03-01", views: 5, signups: 1, previousViews: 3 },
      { date: "2026-03-02", views: 7, signups: 0, previousViews: 4 },
    ]);
  });

  it("has no previous line for 'all time', and falls back to the daily homepage views without insights", () => {
    const insights = { daily: [day("2026-03-01", 5)], previousDaily: null } as unknown as InsightsResponse;
    expect(chartDays(insights, [{ date: "2026-01-01", views: 9 }])).toEqual([
      { date: "2026-03-01", views: 5, signups: 0 },
    ]);
    expect(chartDays(undefined, [{ date: "2026-01-01", views: 9 }])).toEqual([{ date: "2026-01-01", views: 9 }]);
    expect(chartDays(null, null)).toEqual([]);
  });
});
