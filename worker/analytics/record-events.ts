import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import type { ClickRequest, SearchRequest } from "@common/api/insights";
import { type PublicPage, toolPagePath } from "@common/site-pages";
import { withinNetworkLimit } from "../lib/network-limit";
import { SEARCH_TERMS_PER_DAY } from "./daily-caps";
import { normaliseDimension } from "./dimension-values";
import { usesAnalyticsEngineReader } from "./reader";
import { writeAnalyticsEngine } from "./record-visit";

// Outbound clicks and directory searches: recorded like visits (Analytics Engine always, D1 roll-ups while the
// D1 reader is in use), but only as counts: no visitor hash, no network, no IP.

/** A 'Try Now' click on a public page. */
export interface Click {
  clickedAt: string;
  toolId: string;
  page: PublicPage;
}

/** A directory search, its term already normalised by the contract's schema. */
export interface Search {
  searchedAt: string;
  term: string;
  lang: string;
  results: number;
}

/** Builds a click from its report; `page` is the public page the report's path names. */
export function describeClick(report: ClickRequest, page: PublicPage, now: Date): Click {
  return { clickedAt: now.toISOString(), toolId: report.toolId, page };
}

export function describeSearch(report: SearchRequest, now: Date): Search {
  return { searchedAt: now.toISOString(), term: report.term, lang: report.language, results: report.results };
}

/**
 * Writes one click: a data point in `CLICKS`, and while D1 is read, the click's row and its tool's daily counters
 * (all clicks, and those made on the tool's own page) in one batch.
 */
export async function storeClick(env: Env, click: Click): Promise<void> {
  const toolId = normaliseDimension("clickedTool", click.toolId);
  if (toolId === null) return;
  const page = normaliseDimension("page", click.page.path);
  const lang = normaliseDimension("language", click.page.lang);
  writeAnalyticsEngine(() =>
    env.CLICKS.writeDataPoint({
      blobs: [toolId, page, lang],
      doubles: [1],
      indexes: [toolId],
    }),
  );
  if (usesAnalyticsEngineReader(env)) return;
  const onToolPage = page === toolPagePath(toolId) ? 1 : 0;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES (?, ?, ?, ?)").bind(
      click.clickedAt,
      toolId,
      page,
      lang,
    ),
    env.DB.prepare(
      "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES (?1, ?2, 1, ?3) ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + 1, tool_page_clicks = tool_page_clicks + ?3",
    ).bind(click.clickedAt.slice(0, 10), toolId, onToolPage),
  ]);
}

/**
 * A day's counter of a term in a language: a term the day already has, or a new one while the day holds fewer than
 * ?5 terms (all languages), is counted as itself; past that, in the language's ?6 (OVERFLOW_VALUE) row. Once the day
 * has an overflow row (the cap is reached) a new term costs key look-ups only (the term index finds it); before,
 * the count stops at the cap over the primary key's day range.
 */
const SEARCH_SQL = `INSERT INTO search_daily (day, lang, term, searches, results)
SELECT ?1, ?2, CASE
  WHEN EXISTS (SELECT 1 FROM search_daily WHERE day = ?1 AND lang = ?2 AND term = ?3) THEN ?3
  WHEN EXISTS (SELECT 1 FROM search_daily WHERE term = ?6 AND day = ?1) THEN ?6
  WHEN (SELECT COUNT(*) FROM (SELECT 1 FROM search_daily WHERE day = ?1 LIMIT ?5)) < ?5 THEN ?3
  ELSE ?6 END, 1, ?4
WHERE true
ON CONFLICT (day, lang, term) DO UPDATE SET searches = searches + 1, results = excluded.results`;

/**
 * Writes one search: a data point in `SEARCHES`, and the day's counter in `search_daily` while D1 is read (within
 * the day's cap of distinct terms), whose result count becomes this search's (the latest one).
 */
export async function storeSearch(env: Env, search: Search): Promise<void> {
  const term = normaliseDimension("searchTerm", search.term);
  // An email address, a URL or a phone number is not stored anywhere (the answer was already the same).
  if (term === null) return;
  const lang = normaliseDimension("language", search.lang);
  writeAnalyticsEngine(() =>
    env.SEARCHES.writeDataPoint({
      blobs: [term, lang],
      doubles: [1, search.results],
      indexes: [lang],
    }),
  );
  if (usesAnalyticsEngineReader(env)) return;
  await env.DB.prepare(SEARCH_SQL)
    .bind(search.searchedAt.slice(0, 10), lang, term, search.results, SEARCH_TERMS_PER_DAY, OVERFLOW_VALUE)
    .run();
}

/**
 * Spends one report of the client's network (an IPv4 address or an IPv6 /64) and of its IPv6 /48 from `limiter`,
 * under keys named by `kind` (e.g. `click:203.0.113.5`); false when either is over its allowance.
 */
export function withinReportLimit(limiter: RateLimit, kind: string, request: Request): Promise<boolean> {
  return withinNetworkLimit(limiter, kind, request);
}
