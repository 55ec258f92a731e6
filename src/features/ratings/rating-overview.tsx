import { combinedRating } from "@common/ratings/combined-rating";
import { RatingSummary } from "@/components/ui/rating-summary";
import { usePageToolStats } from "./tool-stats-scope";

/**
 * A tool's rating as its page shows it at the top: the average with one decimal, its stars and the review count
 * (SPEC.md §9, decision 004). Until the visitor votes arrive these are the catalogue's figures, the ones the
 * prerendered page and its structured data carry; then the votes join them.
 */
export function RatingOverview({
  toolId,
  staticRating,
  staticReviews,
}: {
  toolId: string;
  staticRating: number;
  staticReviews: number;
}) {
  const { data } = usePageToolStats();
  const shown = combinedRating(staticRating, staticReviews, data?.stats[toolId]);
  return <RatingSummary rating={shown.rating} reviews={shown.reviews} size="lg" />;
}
