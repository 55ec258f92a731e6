import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import type { InsightsResponse, Period } from "@common/api/insights";
import { AnalyticsEngineReader } from "./analytics-engine-reader";
import { D1AnalyticsReader } from "./d1-reader";

/** How many entries each "top" list returns (the dashboard shows 5) and how many recent visits. */
export const TOP_LIMIT = 10;
export const RECENT_LIMIT = 50;

/** The lists of the insights answer, for one period. */
export type InsightLists = Pick<
  InsightsResponse,
  | "topTools"
  | "topSearches"
  | "zeroResultSearches"
  | "languages"
  | "devices"
  | "operatingSystems"
  | "campaigns"
  | "entryPages"
>;

/** One day of visits as a reader stores them (signups come from D1 whichever reader is used). */
export interface VisitDay {
  date: string;
  homepageViews: number;
  visits: number;
}

/** A period's recorded figures: totals, the days that have visits, and the lists when asked for. */
export interface PeriodFigures {
  visits: number;
  uniqueVisitors: number;
  clicks: number;
  searches: number;
  /** Only days with visits, in date order; the insights answer fills the others with zeros. */
  days: VisitDay[];
  lists: InsightLists | null;
}

/** Where the dashboard's numbers come from (DESIGN.md "Where the analytics are read from"). */
export interface AnalyticsReader {
  analytics(query: AnalyticsQuery): Promise<AnalyticsResponse>;
  dailyHomepageViews(today: Date): Promise<DailyHomepageViews>;
  /** The figures of one period (inclusive UTC days; no start for 'all time'), with its lists when `withLists`. */
  periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures>;
  /** Distinct visitors seen in the LIVE_WINDOW_MINUTES before `now`. */
  liveVisitors(now: Date): Promise<number>;
}

/** True when the Analytics Engine SQL API is configured (then visits are not also written to D1). */
export function usesAnalyticsEngineReader(env: Env): boolean {
  return Boolean(env.CF_ACCOUNT_ID && env.CF_API_TOKEN);
}

/** The reader for this deployment: the Analytics Engine SQL API when configured, else D1. */
export function analyticsReader(env: Env): AnalyticsReader {
  return usesAnalyticsEngineReader(env)
    ? new AnalyticsEngineReader(env.CF_ACCOUNT_ID, env.CF_API_TOKEN)
    : new D1AnalyticsReader(env.DB);
}

/** Inclusive UTC date range as half-open ISO timestamps [from, to). */
export function timeBounds(query: AnalyticsQuery): { from?: string; to?: string } {
  const next = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    ...(query.startDate ? { from: `${query.startDate}T00:00:00.000Z` } : {}),
    ...(query.endDate ? { to: next(query.endDate) } : {}),
  };
}

/** Every UTC day from `first` to `last` inclusive, as YYYY-MM-DD. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Fills the days with no views with zeros, from the first day with data to today. */
export function fillDays(rows: { date: string; views: number }[], today: Date): DailyHomepageViews {
  if (rows.length === 0) return [];
  const byDay = new Map(rows.map((r) => [r.date, r.views]));
  const first = rows.map((r) => r.date).sort()[0] ?? "";
  return daysBetween(first, today.toISOString().slice(0, 10)).map((date) => ({ date, views: byDay.get(date) ?? 0 }));
}
