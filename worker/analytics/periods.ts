import type { AnalyticsQuery } from "@common/api/analytics";
import type { Period } from "@common/api/insights";
import { daysBetween } from "./reader";

const DAY_MS = 86_400_000;

/** The UTC day `days` after `date` (before it when negative). */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last settled UTC day at `now`: the day before yesterday. A view, click or search is written with the time it
 * was made, so no write lands on a settled day any more; the dashboard keeps their aggregates and the cron
 * compacts them.
 */
export function lastSettledDay(now: Date): string {
  return shiftDay(now.toISOString().slice(0, 10), -2);
}

/** Number of UTC days from `first` to `last`, both included. */
export function dayCount(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The period a dashboard query names and the one it is compared with (SPEC.md §9: UTC dates). Without an end
 * the period ends today (or on its start, for a start in the future); without a start it is 'all time', which
 * is compared with nothing. The previous period has as many days and ends the day before the start.
 */
export function comparedPeriods(query: AnalyticsQuery, today: Date): { period: Period; previous: Period | null } {
  const todayDate = today.toISOString().slice(0, 10);
  const startDate = query.startDate ?? null;
  let endDate = query.endDate ?? todayDate;
  if (startDate !== null && endDate < startDate) endDate = startDate;
  if (startDate === null) return { period: { startDate: null, endDate }, previous: null };
  const days = dayCount(startDate, endDate);
  return {
    period: { startDate, endDate },
    previous: { startDate: shiftDay(startDate, -days), endDate: shiftDay(startDate, -1) },
  };
}

/**
 * The days a period's chart covers: every day of a bounded period; for 'all time', from the first day that has
 * data (`firstDataDay`) to the end, or none when there is no data at all.
 */
export function chartDays(period: Period, firstDataDay: string | null): string[] {
  const first = period.startDate ?? firstDataDay;
  if (first === null || first > period.endDate) return [];
  return daysBetween(first, period.endDate);
}
