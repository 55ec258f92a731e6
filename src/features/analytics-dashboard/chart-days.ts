import type { DailyHomepageViews } from "@common/api/analytics";
import type { InsightsResponse } from "@common/api/insights";

/** One day of the chart: homepage views, newsletter signups, and the compared day's views. */
export interface ChartDay {
  date: string;
  views: number;
  /** Absent when only SPEC.md's daily homepage views are at hand. */
  signups?: number;
  /** The views of the day it is compared with in the previous period; absent for 'all time'. */
  previousViews?: number;
}

/**
 * The chart's days: the chosen range's, with signups and the previous period, once the insights have arrived;
 * until then (or if they cannot be loaded) every day of SPEC.md's daily homepage views.
 */
export function chartDays(
  insights: InsightsResponse | null | undefined,
  homepageViews: DailyHomepageViews | null | undefined,
): ChartDay[] {
  if (insights) {
    return insights.daily.map((day, i) => {
      const previous = insights.previousDaily?.[i];
      return {
        date: day.date,
        views: day.homepageViews,
        signups: day.signups,
        ...(previous ? { previousViews: previous.homepageViews } : {}),
      };
    });
  }
  return (homepageViews ?? []).map((day) => ({ date: day.date, views: day.views }));
}
