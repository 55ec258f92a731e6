import type { AnalyticsQuery } from "@common/api/analytics";
import type { InsightDay, InsightsResponse, Period, PeriodTotals } from "@common/api/insights";
import { toolNames } from "../db/catalogue/tool-names";
import type { Database } from "../db/client";
import { chartDays, comparedPeriods } from "./periods";
import type { AnalyticsReader, PeriodFigures } from "./reader";
import { signupsPerDay } from "./signups";

function totals(figures: PeriodFigures, signups: Map<string, number>): PeriodTotals {
  const signupCount = [...signups.values()].reduce((sum, n) => sum + n, 0);
  return {
    visits: figures.visits,
    uniqueVisitors: figures.uniqueVisitors,
    clicks: figures.clicks,
    searches: figures.searches,
    signups: signupCount,
    conversionRate: figures.uniqueVisitors > 0 ? signupCount / figures.uniqueVisitors : null,
  };
}

function firstDay(figures: PeriodFigures, signups: Map<string, number>): string | null {
  const days = [...figures.days.map((d) => d.date), ...signups.keys()].sort();
  return days[0] ?? null;
}

function daily(days: string[], figures: PeriodFigures, signups: Map<string, number>): InsightDay[] {
  const visits = new Map(figures.days.map((d) => [d.date, d]));
  return days.map((date) => ({
    date,
    homepageViews: visits.get(date)?.homepageViews ?? 0,
    visits: visits.get(date)?.visits ?? 0,
    signups: signups.get(date) ?? 0,
  }));
}

/**
 * The insights answer for a dashboard query: the period's figures and lists from the reader, signups from D1,
 * and the previous period of equal length beside them (none for 'all time'). `previousDaily[i]` is the day
 * `daily[i]` is compared with.
 */
export async function buildInsights(
  reader: AnalyticsReader,
  db: Database,
  query: AnalyticsQuery,
  today: Date,
): Promise<InsightsResponse> {
  const { period, previous } = comparedPeriods(query, today);
  // One read of the signups for both periods (the previous one ends the day before the current one starts).
  const [current, before, signups] = await Promise.all([
    reader.periodFigures(period, true),
    previous ? reader.periodFigures(previous, false) : null,
    signupsPerDay(db, { startDate: previous?.startDate ?? period.startDate, endDate: period.endDate }),
  ]);
  const within = (p: Period) =>
    new Map([...signups].filter(([day]) => (p.startDate === null || day >= p.startDate) && day <= p.endDate));
  const currentSignups = within(period);
  const beforeSignups = previous ? within(previous) : null;
  const lists = current.lists;
  if (!lists) throw new Error("the reader left out the lists it was asked for");
  // The catalogue's names for the clicked tools, at most one short read (the list is a top list).
  const names = await toolNames(
    db,
    lists.topTools.map((tool) => tool.toolId),
  );
  const days = chartDays(period, firstDay(current, currentSignups));
  return {
    period,
    previousPeriod: previous,
    totals: totals(current, currentSignups),
    previousTotals: before && beforeSignups ? totals(before, beforeSignups) : null,
    daily: daily(days, current, currentSignups),
    previousDaily: previous && before && beforeSignups ? daily(chartDays(previous, null), before, beforeSignups) : null,
    ...lists,
    topTools: lists.topTools.map((tool) => ({ ...tool, name: names.get(tool.toolId) })),
  };
}
