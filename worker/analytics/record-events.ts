import type { ClickRequest, SearchRequest } from "@common/api/insights";
import { type PublicPage, toolPagePath } from "@common/site-pages";
import { countSearch, insertClick } from "../db/analytics/event-writes";
import { withinNetworkLimit } from "../lib/network-limit";
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
  await insertClick(env.DB, {
    clickedAt: click.clickedAt,
    toolId,
    page,
    lang,
    onToolPage: page === toolPagePath(toolId),
  });
}

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
  await countSearch(env.DB, { day: search.searchedAt.slice(0, 10), lang, term, results: search.results });
}

/**
 * Spends one report of the client's network (an IPv4 address or an IPv6 /64) and of its IPv6 /48 from `limiter`,
 * under keys named by `kind` (e.g. `click:203.0.113.5`); false when either is over its allowance.
 */
export function withinReportLimit(limiter: RateLimit, kind: string, request: Request): Promise<boolean> {
  return withinNetworkLimit(limiter, kind, request);
}
