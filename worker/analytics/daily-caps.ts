import type { DIM } from "./rollup-values";

// How many distinct values a day's roll-ups hold (decision 035). Past the cap, a day's further values are counted in
// one OVERFLOW_VALUE row (common/analytics-dimensions.ts), at write time, inside the view's or search's own
// statement; the daily cron then folds the long tail of settled days into that row (worker/db/compaction.ts).

/**
 * Distinct values per day in `visit_daily`, per dimension. Null where the normaliser already closes the set:
 * pages and entry pages come from the route table (69 pages × 9 languages), countries are two letters, agents are
 * the closed browser, device and OS families. Referrers and campaigns are whatever a stranger's request names; a
 * small site sees tens a day, so 500 leaves room for a very good day and bounds a flood at about 500 short rows.
 */
export const DISTINCT_VALUES_PER_DAY: Record<(typeof DIM)[keyof typeof DIM], number | null> = {
  lang_page: null,
  country: null,
  agent: null,
  entry: null,
  referrer: 500,
  campaign: 500,
};

/**
 * Distinct search terms per day, all languages together: searches are rarer than views, and a small site's
 * visitors type a few hundred different terms on a busy day.
 */
export const SEARCH_TERMS_PER_DAY = 1_000;

/**
 * Values a settled day keeps per dimension (and terms per day) once the cron compacts it: ten times the
 * dashboard's top lists (TOP_LIMIT, 10), so a range's top ten come out the same unless a value was in the long
 * tail of many of its days.
 */
export const COMPACTED_VALUES_PER_DAY = 100;
