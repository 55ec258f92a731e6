import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { SEARCH_TERMS_PER_DAY } from "../../analytics/daily-caps";

// The D1 side of outbound clicks and directory searches: counts only (layout in ../schema.ts). Values arrive
// normalised (worker/analytics/dimension-values.ts).

/** A click as stored: its time, the tool, and the public page and language it was made on. */
export interface StoredClick {
  clickedAt: string;
  toolId: string;
  page: string;
  lang: string;
  /** The click was made on the tool's own page. */
  onToolPage: boolean;
}

/** The click's row and its tool's daily counters (all clicks, and those made on the tool's own page), in one batch. */
export async function insertClick(db: D1Database, click: StoredClick): Promise<void> {
  await db.batch([
    db
      .prepare("INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES (?, ?, ?, ?)")
      .bind(click.clickedAt, click.toolId, click.page, click.lang),
    db
      .prepare(
        "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES (?1, ?2, 1, ?3) ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + 1, tool_page_clicks = tool_page_clicks + ?3",
      )
      .bind(click.clickedAt.slice(0, 10), click.toolId, click.onToolPage ? 1 : 0),
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
 * Counts one search in the day's `search_daily` row of its term and language (within the day's cap of distinct
 * terms); the row's result count becomes this search's (the latest one).
 */
export async function countSearch(
  db: D1Database,
  search: { day: string; lang: string; term: string; results: number },
): Promise<void> {
  await db
    .prepare(SEARCH_SQL)
    .bind(search.day, search.lang, search.term, search.results, SEARCH_TERMS_PER_DAY, OVERFLOW_VALUE)
    .run();
}
