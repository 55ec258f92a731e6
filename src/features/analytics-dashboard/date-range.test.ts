import { describe, expect, it } from "vitest";
import { analyticsUrl, rangeParams } from "./date-range";

const NOW = new Date("2026-03-15T23:30:00Z");
const none = { start: "", end: "" };

describe("rangeParams", () => {
  it("all sends no dates", () => {
    expect(rangeParams("all", none, NOW)).toEqual({});
    expect(analyticsUrl(rangeParams("all", none, NOW))).toBe("/api/admin/analytics");
  });

  it("today and yesterday are single UTC days", () => {
    expect(rangeParams("today", none, NOW)).toEqual({ startDate: "2026-03-15", endDate: "2026-03-15" });
    expect(rangeParams("yesterday", none, NOW)).toEqual({ startDate: "2026-03-14", endDate: "2026-03-14" });
  });

  it("last7days and last30days go back 7 and 30 days from today (UTC)", () => {
    expect(rangeParams("last7days", none, NOW)).toEqual({ startDate: "2026-03-08", endDate: "2026-03-15" });
    expect(rangeParams("last30days", none, NOW)).toEqual({ startDate: "2026-02-13", endDate: "2026-03-15" });
  });

  it("custom leaves out an empty date", () => {
    expect(rangeParams("custom", { start: "2026-01-01", end: "" }, NOW)).toEqual({ startDate: "2026-01-01" });
    expect(rangeParams("custom", { start: "", end: "2026-01-31" }, NOW)).toEqual({ endDate: "2026-01-31" });
    expect(analyticsUrl(rangeParams("custom", { start: "", end: "2026-01-31" }, NOW))).toBe(
      "/api/admin/analytics?endDate=2026-01-31",
    );
    expect(analyticsUrl(rangeParams("custom", { start: "2026-01-01", end: "2026-01-31" }, NOW))).toBe(
      "/api/admin/analytics?startDate=2026-01-01&endDate=2026-01-31",
    );
    expect(rangeParams("custom", none, NOW)).toEqual({});
  });
});
