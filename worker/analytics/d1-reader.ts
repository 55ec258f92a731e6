import type { AnalyticsQuery, AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import { LIVE_WINDOW_MINUTES, type Period } from "@common/api/insights";
import { aggregateDays, type DayAggregate } from "../db/analytics/rollup-reads";
import { homepageViewsByDay, recentVisits as recentVisitsOf, visitorsSeenSince } from "../db/analytics/visit-reads";
import { analyticsOf, figuresOf, periodAggregate } from "./d1-period-aggregate";
import { type AnalyticsReader, fillDays, type PeriodFigures, RECENT_LIMIT, timeBounds } from "./reader";
import { epochMinute } from "./rollup-values";

/**
 * The dashboard's numbers from D1 (the default reader, and the only one locally): counts come from the daily
 * roll-ups (`visit_daily`, `click_daily`, `search_daily`; layout in worker/db/schema.ts), summed once for the
 * settled days of a range (d1-period-aggregate.ts), the recent visits from the newest raw rows, live visitors
 * from the day's visitor rows.
 */
export class D1AnalyticsReader implements AnalyticsReader {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // A reader serves one request: the CSV export asks for the analytics and the insights of the same range, which
  // then read the recent days once.
  private readonly recentSpans = new Map<string, Promise<DayAggregate>>();
  private readonly readRecent = (db: D1Database, span: Period): Promise<DayAggregate> => {
    const key = `${span.startDate ?? ""}|${span.endDate}`;
    let read = this.recentSpans.get(key);
    if (!read) {
      read = aggregateDays(db, span);
      this.recentSpans.set(key, read);
    }
    return read;
  };

  /**
   * Counts and top lists from the same aggregate as the insights (settled days kept, the last two read now); the
   * recent visits from the newest raw rows.
   */
  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const { from, to } = timeBounds(query);
    const now = this.now();
    const period: Period = {
      startDate: query.startDate ?? null,
      endDate: query.endDate ?? now.toISOString().slice(0, 10),
    };
    const [aggregate, recentVisits] = await Promise.all([
      periodAggregate(this.db, period, now, this.readRecent),
      recentVisitsOf(this.db, { from, to }, RECENT_LIMIT),
    ]);
    return { ...analyticsOf(aggregate), recentVisits };
  }

  async dailyHomepageViews(today: Date): Promise<DailyHomepageViews> {
    const results = await homepageViewsByDay(this.db);
    return fillDays(results, today);
  }

  /**
   * A period's figures: its settled days aggregated once per isolate and kept, its last two days read now, each
   * roll-up scanned once per span (d1-period-aggregate.ts).
   */
  async periodFigures(period: Period, withLists: boolean): Promise<PeriodFigures> {
    return figuresOf(await periodAggregate(this.db, period, this.now(), this.readRecent), withLists);
  }

  async liveVisitors(now: Date): Promise<number> {
    const since = epochMinute(now.toISOString()) - LIVE_WINDOW_MINUTES;
    // A visitor hash belongs to one UTC day, so the window's days are today and, just after midnight, yesterday.
    const firstDay = new Date(since * 60_000).toISOString().slice(0, 10);
    return visitorsSeenSince(this.db, firstDay, since);
  }
}
