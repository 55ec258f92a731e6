import type { ClickRequest, SearchRequest } from "@common/api/insights";
import { type PublicPage, toolPagePath } from "@common/site-pages";
import { withinNetworkLimit } from "../lib/network-limit";
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
  writeAnalyticsEngine(() =>
    env.CLICKS.writeDataPoint({
      blobs: [click.toolId, click.page.path, click.page.lang],
      doubles: [1],
      indexes: [click.toolId],
    }),
  );
  if (usesAnalyticsEngineReader(env)) return;
  const onToolPage = click.page.path === toolPagePath(click.toolId) ? 1 : 0;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES (?, ?, ?, ?)").bind(
      click.clickedAt,
      click.toolId,
      click.page.path,
      click.page.lang,
    ),
    env.DB.prepare(
      "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES (?1, ?2, 1, ?3) ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + 1, tool_page_clicks = tool_page_clicks + ?3",
    ).bind(click.clickedAt.slice(0, 10), click.toolId, onToolPage),
  ]);
}

/**
 * Writes one search: a data point in `SEARCHES`, and the day's counter in `search_daily` while D1 is read, whose
 * result count becomes this search's (the latest one).
 */
export async function storeSearch(env: Env, search: Search): Promise<void> {
  writeAnalyticsEngine(() =>
    env.SEARCHES.writeDataPoint({
      blobs: [search.term, search.lang],
      doubles: [1, search.results],
      indexes: [search.lang],
    }),
  );
  if (usesAnalyticsEngineReader(env)) return;
  await env.DB.prepare(
    "INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, ?, ?, 1, ?) ON CONFLICT (day, lang, term) DO UPDATE SET searches = searches + 1, results = excluded.results",
  )
    .bind(search.searchedAt.slice(0, 10), search.lang, search.term, search.results)
    .run();
}

/**
 * Spends one report of the client's network (an IPv4 address or an IPv6 /64) and of its IPv6 /48 from `limiter`,
 * under keys named by `kind` (e.g. `click:203.0.113.5`); false when either is over its allowance.
 */
export function withinReportLimit(limiter: RateLimit, kind: string, request: Request): Promise<boolean> {
  return withinNetworkLimit(limiter, kind, request);
}
