import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import type { AnalyticsResponse } from "@common/api/analytics";
import type { Period } from "@common/api/insights";
import { LRUCache } from "lru-cache";
import { aggregateDays, type DayAggregate } from "../db/analytics/rollup-reads";
import * as lists from "./insight-lists";
import { TOOL_PAGE_PREFIX } from "./insight-lists";
import { lastSettledDay, shiftDay } from "./periods";
import { type PeriodFigures, TOP_LIMIT } from "./reader";
import { parseAgentValue } from "./rollup-values";

function addSums(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const sum = new Map(a);
  for (const [key, n] of b) sum.set(key, (sum.get(key) ?? 0) + n);
  return sum;
}

/** Two aggregates of spans that do not overlap, `later` after `earlier`, added together. */
export function addAggregates(earlier: DayAggregate, later: DayAggregate): DayAggregate {
  const tools = new Map(earlier.tools);
  for (const [id, t] of later.tools) {
    const before = tools.get(id) ?? { clicks: 0, toolPageClicks: 0 };
    tools.set(id, { clicks: before.clicks + t.clicks, toolPageClicks: before.toolPageClicks + t.toolPageClicks });
  }
  const terms = new Map(earlier.terms);
  for (const [term, t] of later.terms) {
    const before = terms.get(term);
    // The later span's latest search is the latest of both.
    terms.set(term, before ? { ...t, n: before.n + t.n } : t);
  }
  return {
    days: [...earlier.days, ...later.days],
    entries: addSums(earlier.entries, later.entries),
    tools,
    searches: earlier.searches + later.searches,
    langPages: addSums(earlier.langPages, later.langPages),
    agents: addSums(earlier.agents, later.agents),
    countries: addSums(earlier.countries, later.countries),
    referrers: addSums(earlier.referrers, later.referrers),
    campaigns: addSums(earlier.campaigns, later.campaigns),
    terms,
  };
}

/** Sums of `rows` grouped by `keyOf`, largest first (ties by name), at most TOP_LIMIT. */
function topBy(rows: Map<string, number>, keyOf: (value: string) => string | null): { name: string; n: number }[] {
  const sums = new Map<string, number>();
  for (const [value, n] of rows) {
    const key = keyOf(value);
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + n);
  }
  return [...sums]
    .map(([name, n]) => ({ name, n }))
    .sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, TOP_LIMIT);
}

/** The counts and top lists of SPEC.md §3's analytics answer (all but the recent visits). */
export function analyticsOf(aggregate: DayAggregate): Omit<AnalyticsResponse, "recentVisits"> {
  return {
    totalVisits: aggregate.days.reduce((sum, d) => sum + d.visits, 0),
    uniqueVisitors: [...aggregate.entries.values()].reduce((sum, n) => sum + n, 0),
    pageViews: topBy(aggregate.langPages, (value) => value.slice(2)).map(({ name, n }) => ({ page: name, views: n })),
    topCountries: topBy(aggregate.countries, (value) => value).map(({ name, n }) => ({ country: name, visits: n })),
    topBrowsers: topBy(aggregate.agents, (value) => parseAgentValue(value).browser).map(({ name, n }) => ({
      browser: name,
      visits: n,
    })),
    topReferrers: topBy(aggregate.referrers, (value) => (value === "direct" ? null : value)).map(({ name, n }) => ({
      domain: name,
      referrals: n,
    })),
  };
}

/** A period's figures from its aggregate; the lists only when asked for. */
export function figuresOf(aggregate: DayAggregate, withLists: boolean): PeriodFigures {
  const entries = [...aggregate.entries].map(([name, n]) => ({ name, n }));
  const tools = [...aggregate.tools].map(([toolId, t]) => ({ toolId, ...t }));
  const figures: PeriodFigures = {
    visits: aggregate.days.reduce((sum, d) => sum + d.visits, 0),
    uniqueVisitors: entries.reduce((sum, e) => sum + e.n, 0),
    clicks: tools.reduce((sum, t) => sum + t.clicks, 0),
    searches: aggregate.searches,
    days: aggregate.days,
    lists: null,
  };
  if (!withLists) return figures;
  const pageViews = new Map<string, number>();
  const languages: lists.CountRow[] = [];
  for (const [value, n] of aggregate.langPages) {
    const page = value.slice(2);
    languages.push({ name: value.slice(0, 2), n });
    if (page.startsWith(TOOL_PAGE_PREFIX)) pageViews.set(page, (pageViews.get(page) ?? 0) + n);
  }
  const families = [...aggregate.agents].map(([value, n]) => ({ ...parseAgentValue(value), n }));
  const terms = [...aggregate.terms].map(([term, t]) => ({ term, ...t }));
  const byCount = (a: { n: number; term: string }, b: { n: number; term: string }) =>
    b.n - a.n || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
  return {
    ...figures,
    lists: {
      topTools: lists.topTools(tools, pageViews),
      topSearches: terms
        .sort(byCount)
        .slice(0, TOP_LIMIT)
        .map((t) => ({ term: t.term, searches: t.n, results: t.results })),
      // The overflow row counts many terms: "no results" says nothing about them.
      zeroResultSearches: terms
        .filter((t) => t.results === 0 && t.term !== OVERFLOW_VALUE)
        .sort(byCount)
        .slice(0, TOP_LIMIT)
        .map((t) => ({ term: t.term, searches: t.n })),
      languages: lists.languages(languages),
      devices: lists.devices(families.map((f) => ({ name: f.device, n: f.n }))),
      operatingSystems: lists.operatingSystems(families.map((f) => ({ name: f.os, n: f.n }))),
      campaigns: lists.campaigns(
        [...aggregate.campaigns].map(([value, n]) => {
          const [source = "", medium = "", campaign = ""] = parseCampaignValue(value);
          return { source, medium, campaign, n };
        }),
      ),
      entryPages: lists.entryPages(entries),
    },
  };
}

/** A campaign's fields; the overflow row (not a JSON array) is a campaign whose source is OVERFLOW_VALUE. */
function parseCampaignValue(value: string): string[] {
  if (value === OVERFLOW_VALUE) return [OVERFLOW_VALUE, "", ""];
  try {
    const fields = JSON.parse(value) as unknown[];
    return fields.map((f) => String(f ?? ""));
  } catch {
    return [];
  }
}

/**
 * Days up to the day before yesterday (UTC) are settled: a view is written with the time it was made, so no
 * write lands on them any more. Their aggregate is read once per isolate and kept; the dashboard's 30-second
 * polls then read only the last two days.
 */
const settled = new LRUCache<string, Promise<DayAggregate>>({ max: 32 });

/** Forgets every kept aggregate (tests that change settled days). */
export function forgetSettledAggregates(): void {
  settled.clear();
}

/**
 * A period's aggregate: its settled days from the kept aggregate, its last two days read now with `readRecent`
 * (a reader shares one read between the answers of one request).
 */
export async function periodAggregate(
  db: D1Database,
  period: Period,
  today: Date,
  readRecent: (db: D1Database, span: Period) => Promise<DayAggregate> = aggregateDays,
): Promise<DayAggregate> {
  const lastSettled = lastSettledDay(today);
  if (period.startDate !== null && period.startDate > lastSettled) return readRecent(db, period);
  const settledSpan: Period = {
    startDate: period.startDate,
    endDate: [period.endDate, lastSettled].sort()[0] ?? lastSettled,
  };
  const key = `${settledSpan.startDate ?? ""}|${settledSpan.endDate}`;
  let kept = settled.get(key);
  if (!kept) {
    kept = aggregateDays(db, settledSpan);
    // A failed read is not kept: the next request tries again.
    kept.catch(() => settled.delete(key));
    settled.set(key, kept);
  }
  if (period.endDate <= lastSettled) return kept;
  const [earlier, later] = await Promise.all([
    kept,
    readRecent(db, { startDate: shiftDay(lastSettled, 1), endDate: period.endDate }),
  ]);
  return addAggregates(earlier, later);
}
