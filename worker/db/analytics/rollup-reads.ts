import type { Period } from "@common/api/insights";
import { type SQL, sql } from "drizzle-orm";
import type { VisitDay } from "../../analytics/reader";
import { DIM, LANG_PAGE_SQL } from "../../analytics/rollup-values";
import { database } from "../client";
import { runBatch } from "../sql-batch";

// The dashboard's counts from D1's daily roll-ups (layout in ../schema.ts): one span of days, each roll-up scanned
// once. Keeping settled spans and adding spans together is worker/analytics/d1-period-aggregate.ts.

/**
 * Everything the insights need from D1's roll-ups for a span of days, summed per key (not yet cut to the top
 * lists), so two spans can be added together: the settled days, aggregated once and kept, and the last two days,
 * read on every request.
 */
export interface DayAggregate {
  days: VisitDay[];
  entries: Map<string, number>;
  tools: Map<string, { clicks: number; toolPageClicks: number }>;
  searches: number;
  langPages: Map<string, number>;
  agents: Map<string, number>;
  countries: Map<string, number>;
  referrers: Map<string, number>;
  campaigns: Map<string, number>;
  /** Per term: searches, and the day and result count of its latest search. */
  terms: Map<string, { n: number; lastDay: string; results: number }>;
}

type Row = Record<string, unknown>;

/** ` AND day <= … AND day >= …` for a span's bounds. */
function dayFilter(span: { startDate: string | null; endDate: string }): SQL {
  return span.startDate
    ? sql` AND day <= ${span.endDate} AND day >= ${span.startDate}`
    : sql` AND day <= ${span.endDate}`;
}

const sumsByName = (result: D1Result | undefined) =>
  new Map(((result?.results ?? []) as Row[]).map((r) => [String(r.name), Number(r.n)]));

/** Reads a span's aggregate in one batch, each roll-up scanned once. */
export async function aggregateDays(d1: D1Database, span: Period): Promise<DayAggregate> {
  const days = dayFilter(span);
  const homePage = sql.raw(`${LANG_PAGE_SQL.page} = '/'`);
  const perValue = (dim: string) =>
    sql`SELECT value AS name, SUM(visits) AS n FROM visit_daily WHERE dim = ${dim}${days} GROUP BY value`;
  const [dayRows, entries, tools, langPages, agents, countries, referrers, campaigns, terms] = await runBatch(
    database(d1),
    [
      sql`SELECT day, SUM(visits) AS visits, SUM(CASE WHEN ${homePage} THEN visits ELSE 0 END) AS home
      FROM visit_daily WHERE dim = ${DIM.langPage}${days} GROUP BY day ORDER BY day`,
      perValue(DIM.entry),
      sql`SELECT tool_id, SUM(clicks) AS n, SUM(tool_page_clicks) AS on_page FROM click_daily WHERE 1${days} GROUP BY tool_id`,
      perValue(DIM.langPage),
      perValue(DIM.agent),
      perValue(DIM.country),
      perValue(DIM.referrer),
      perValue(DIM.campaign),
      // Per term, in the term index's order: the count and, from its latest day (SQLite takes a bare column from
      // the row that gave MAX), the result count of its latest search.
      sql`SELECT term, SUM(searches) AS n, MAX(day) AS last_day, results
      FROM search_daily INDEXED BY search_daily_term_idx WHERE 1${days} GROUP BY term`,
    ],
  );
  const rows = (result: D1Result | undefined) => (result?.results ?? []) as Row[];
  const termMap = new Map(
    rows(terms).map((r) => [
      String(r.term),
      { n: Number(r.n), lastDay: String(r.last_day), results: Number(r.results) },
    ]),
  );
  return {
    days: rows(dayRows).map((r) => ({
      date: String(r.day),
      visits: Number(r.visits),
      homepageViews: Number(r.home),
    })),
    entries: sumsByName(entries),
    tools: new Map(
      rows(tools).map((r) => [String(r.tool_id), { clicks: Number(r.n), toolPageClicks: Number(r.on_page) }]),
    ),
    searches: [...termMap.values()].reduce((sum, t) => sum + t.n, 0),
    langPages: sumsByName(langPages),
    agents: sumsByName(agents),
    countries: sumsByName(countries),
    referrers: sumsByName(referrers),
    campaigns: sumsByName(campaigns),
    terms: termMap,
  };
}
