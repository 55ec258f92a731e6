import type { ToolStats } from "../api/ratings";

export interface DisplayedRating {
  /** Average shown beside the stars (0 means 'No ratings'). */
  rating: number;
  /** Review count shown beside it. */
  reviews: number;
}

/**
 * What a tool card shows (SPEC.md §9, docs/decisions/004): with no server votes, the static rating and reviews;
 * with votes, the average over the static reviews and the votes together, so the number agrees with the count
 * beside it (static reviews + totalVotes).
 */
export function combinedRating(staticRating: number, staticReviews: number, stats?: ToolStats | null): DisplayedRating {
  if (!stats || stats.totalVotes <= 0) return { rating: staticRating, reviews: staticReviews };
  const reviews = staticReviews + stats.totalVotes;
  const rating = (staticRating * staticReviews + stats.averageRating * stats.totalVotes) / reviews;
  return { rating, reviews };
}
