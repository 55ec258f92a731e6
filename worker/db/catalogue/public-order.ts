import type { DirectorySort } from "@common/catalogue/directory-query";
import { TOP_RATED_PRIOR_REVIEWS } from "@common/catalogue/top-rated";
import { type SQL, sql } from "drizzle-orm";
import { categoryRank } from "../schema";

/**
 * The public listings' orders. Each has two halves: `inner` sorts `catalogue_tools t` where the page is cut (by an
 * index wherever one can: migration 0013), `outer` sorts the cut page again by the columns the inner query hands
 * out (`category_rank`, `score`), after the texts are joined.
 */
export interface ListOrder {
  inner: SQL;
  outer: SQL;
  /** Top rated reads the visitors' votes (`tool_stats s`). */
  withStats: boolean;
}

/** Votes count only from a totals row with votes (combinedRating's `totalVotes > 0`). */
const voteSum = (s: string) => sql.raw(`CASE WHEN ${s}.vote_count > 0 THEN ${s}.rating_sum ELSE 0 END`);
const voteCount = (s: string) => sql.raw(`CASE WHEN ${s}.vote_count > 0 THEN ${s}.vote_count ELSE 0 END`);

/**
 * C of the weighted rating: the mean of every review and vote of the published tools (topRatedScores' `mean`),
 * 0 when there are none. One aggregate over the catalogue, evaluated once per query.
 */
const CATALOGUE_MEAN = sql`(SELECT coalesce(
    sum(m.rating * m.reviews + ${voteSum("ms")}) / nullif(sum(m.reviews + ${voteCount("ms")}), 0), 0)
  FROM catalogue_tools m LEFT JOIN tool_stats ms ON ms.tool_id = m.id WHERE m.status = 'published')`;

/**
 * A tool's Top rated score (docs/decisions/004 and 020), over `t` and its totals row `s`: the displayed rating
 * (static reviews and votes combined) weighted towards C with m = TOP_RATED_PRIOR_REVIEWS. v/(v+m)·R + m/(v+m)·C
 * with R·v = static rating × static reviews + sum of votes is (R·v + m·C) / (v + m), which is C for v = 0 as well.
 */
export const TOP_RATED_SCORE = sql`((t.rating * t.reviews + ${voteSum("s")} + ${TOP_RATED_PRIOR_REVIEWS} * ${CATALOGUE_MEAN})
  / (t.reviews + ${voteCount("s")} + ${TOP_RATED_PRIOR_REVIEWS}))`;

/** Recommended: the category's place in the home page's order, then position in it, then id. */
const RECOMMENDED_INNER = sql`${categoryRank}, t.position, t.id`;
const RECOMMENDED_OUTER = sql`t.category_rank, t.position, t.id`;

/**
 * The order of a listing. Within one category Recommended is position then id (the category index), across
 * categories the category's rank first (the recommended index). Name is case-insensitive (the name index), ties by
 * id. Top rated is the best score first, ties in Recommended order: the only order that sorts every published tool,
 * as the score depends on everyone's votes.
 */
export function listOrder(sort: DirectorySort, { withinCategory }: { withinCategory: boolean }): ListOrder {
  switch (sort) {
    case "recommended":
      return {
        inner: withinCategory ? sql`t.position, t.id` : RECOMMENDED_INNER,
        outer: RECOMMENDED_OUTER,
        withStats: false,
      };
    case "name":
      return { inner: sql`t.name COLLATE NOCASE, t.id`, outer: sql`t.name COLLATE NOCASE, t.id`, withStats: false };
    case "top-rated":
      return {
        inner: sql`score DESC, ${RECOMMENDED_INNER}`,
        outer: sql`t.score DESC, ${RECOMMENDED_OUTER}`,
        withStats: true,
      };
  }
}
