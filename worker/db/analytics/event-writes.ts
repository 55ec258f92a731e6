import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { sql } from "drizzle-orm";
import { SEARCH_TERMS_PER_DAY } from "../../analytics/daily-caps";
import { database } from "../client";
import { runBatch } from "../sql-batch";

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
export async function insertClick(d1: D1Database, click: StoredClick): Promise<void> {
  const onToolPage = click.onToolPage ? 1 : 0;
  await runBatch(database(d1), [
    sql`INSERT INTO clicks (clicked_at, tool_id, page, lang)
      VALUES (${click.clickedAt}, ${click.toolId}, ${click.page}, ${click.lang})`,
    sql`INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks)
      VALUES (${click.clickedAt.slice(0, 10)}, ${click.toolId}, 1, ${onToolPage})
      ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + 1, tool_page_clicks = tool_page_clicks + ${onToolPage}`,
  ]);
}

/**
 * Counts one search in the day's `search_daily` row of its term and language. A term the day already has, or a new
 * one while the day holds fewer than SEARCH_TERMS_PER_DAY terms (all languages), is counted as itself; past that, in
 * the language's OVERFLOW_VALUE row. Once the day has an overflow row (the cap is reached) a new term costs key
 * look-ups only (the term index finds it); before, the count stops at the cap over the primary key's day range. The
 * row's result count becomes this search's (the latest one).
 */
export async function countSearch(
  d1: D1Database,
  search: { day: string; lang: string; term: string; results: number },
): Promise<void> {
  const { day, lang, term, results } = search;
  const cap = SEARCH_TERMS_PER_DAY;
  await database(d1).run(sql`INSERT INTO search_daily (day, lang, term, searches, results)
    SELECT ${day}, ${lang}, CASE
      WHEN EXISTS (SELECT 1 FROM search_daily WHERE day = ${day} AND lang = ${lang} AND term = ${term}) THEN ${term}
      WHEN EXISTS (SELECT 1 FROM search_daily WHERE term = ${OVERFLOW_VALUE} AND day = ${day}) THEN ${OVERFLOW_VALUE}
      WHEN (SELECT COUNT(*) FROM (SELECT 1 FROM search_daily WHERE day = ${day} LIMIT ${cap})) < ${cap} THEN ${term}
      ELSE ${OVERFLOW_VALUE} END, 1, ${results}
    WHERE true
    ON CONFLICT (day, lang, term) DO UPDATE SET searches = searches + 1, results = excluded.results`);
}
