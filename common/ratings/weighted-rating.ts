import type { ToolStats } from "../api/ratings";
import { TOP_RATED_PRIOR_REVIEWS } from "../catalogue/top-rated";
import type { Tool } from "../catalogue/types";
import { combinedRating, type DisplayedRating } from "./combined-rating";

export { TOP_RATED_PRIOR_REVIEWS };

/**
 * IMDb's weighted rating, v/(v+m)·R + m/(v+m)·C: the average R of v reviews pulled towards the mean C as if
 * m more reviews at C had been given, so a few enthusiastic votes do not outrank thousands of reviews.
 */
export function weightedRating({ rating, reviews }: DisplayedRating, mean: number, m = TOP_RATED_PRIOR_REVIEWS) {
  if (reviews <= 0) return mean;
  return (reviews / (reviews + m)) * rating + (m / (reviews + m)) * mean;
}

/**
 * Each tool's Top rated score: its displayed rating (static reviews and visitor votes combined, decision 004)
 * weighted towards C, the mean of every review and vote of the given tools.
 */
export function topRatedScores(
  tools: readonly Pick<Tool, "id" | "rating" | "reviews">[],
  stats?: Readonly<Record<string, ToolStats>>,
): Map<string, number> {
  const displayed = tools.map((tool) => ({
    id: tool.id,
    ...combinedRating(tool.rating, tool.reviews, stats?.[tool.id]),
  }));
  const reviews = displayed.reduce((sum, d) => sum + d.reviews, 0);
  const mean = reviews > 0 ? displayed.reduce((sum, d) => sum + d.rating * d.reviews, 0) / reviews : 0;
  return new Map(displayed.map((d) => [d.id, weightedRating(d, mean)]));
}
