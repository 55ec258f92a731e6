import type { Period } from "@common/api/insights";
import type { VisitDay } from "../../analytics/reader";
import { DIM, LANG_PAGE_SQL } from "../../analytics/rollup-values";

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

/** `AND day >= ? AND day <= ?` for a span's bounds, with their parameters. */
function dayFilter(span: { startDate: string | null; endDate: string }): { sql: string; params: string[] } {
  const conditions = ["day <= ?"];
  const params = [span.endDate];
  if (span.startDate) {
    conditions.push("day >= ?");
    params.push(span.startDate);
  }
  return { sql: conditions.map((c) => ` AND ${c}`).join(""), params };
}

const sumsByName = (result: D1Result<Row> | undefined) =>
  new Map((result?.results ?? []).map((r) => [String(r.name), Number(r.n)]));

/** Reads a span's aggregate in one batch, each roll-up scanned once. */
export async function aggregateDays(db: D1Database, span: Period): Promise<DayAggregate> {
  const days = dayFilter(span);
  const perValue = (dim: string) =>
    db
      .prepare(`SELECT value AS name, SUM(visits) AS n FROM visit_daily WHERE dim = ?${days.sql} GROUP BY value`)
      .bind(dim, ...days.params);
  const [dayRows, entries, tools, langPages, agents, countries, referrers, campaigns, terms] = await db.batch<Row>([
    db
      .prepare(
        `SELECT day, SUM(visits) AS visits, SUM(CASE WHEN ${LANG_PAGE_SQL.page} = '/' THEN visits ELSE 0 END) AS home FROM visit_daily WHERE dim = ?${days.sql} GROUP BY day ORDER BY day`,
      )
      .bind(DIM.langPage, ...days.params),
    perValue(DIM.entry),
    db
      .prepare(
        `SELECT tool_id, SUM(clicks) AS n, SUM(tool_page_clicks) AS on_page FROM click_daily WHERE 1${days.sql} GROUP BY tool_id`,
      )
      .bind(...days.params),
    perValue(DIM.langPage),
    perValue(DIM.agent),
    perValue(DIM.country),
    perValue(DIM.referrer),
    perValue(DIM.campaign),
    // Per term, in the term index's order: the count and, from its latest day (SQLite takes a bare column from
    // the row that gave MAX), the result count of its latest search.
    db
      .prepare(
        `SELECT term, SUM(searches) AS n, MAX(day) AS last_day, results FROM search_daily INDEXED BY search_daily_term_idx WHERE 1${days.sql} GROUP BY term`,
      )
      .bind(...days.params),
  ]);
  const termMap = new Map(
    (terms?.results ?? []).map((r) => [
      String(r.term),
      { n: Number(r.n), lastDay: String(r.last_day), results: Number(r.results) },
    ]),
  );
  return {
    days: (dayRows?.results ?? []).map((r) => ({
      date: String(r.day),
      visits: Number(r.visits),
      homepageViews: Number(r.home),
    })),
    entries: sumsByName(entries),
    tools: new Map(
      (tools?.results ?? []).map((r) => [
        String(r.tool_id),
        { clicks: Number(r.n), toolPageClicks: Number(r.on_page) },
      ]),
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
