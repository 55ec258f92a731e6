import { useTranslation } from "react-i18next";
import { formatCount, formatRating } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/**
 * Five stars filled to the rating, the rating with one decimal and the review count; 0 shows 'No ratings'.
 * `lg` is the headline size of a tool page.
 */
export function RatingSummary({
  rating,
  reviews,
  size = "md",
}: {
  rating: number;
  reviews: number;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  if (rating <= 0) {
    return <p className="rating-muted text-sm">{t("toolCard.noRatings")}</p>;
  }
  const shown = formatRating(rating, code);
  return (
    <p className={size === "lg" ? "rating-summary-lg" : "flex items-center gap-1.5 text-sm"}>
      <span className="flex" role="img" aria-label={t("toolCard.ratingLabel", { rating: shown })}>
        {[1, 2, 3, 4, 5].map((star) => (
          // Drawn by rating.css: one element per star, filled up to the rating.
          <span
            key={star}
            aria-hidden="true"
            className="rating-summary-star"
            data-filled={star <= Math.round(rating) ? "" : undefined}
          />
        ))}
      </span>
      <span className="rating-value" aria-hidden="true">
        {shown}
      </span>
      <span className="rating-muted">
        {t("toolCard.reviews", { count: reviews, formatted: formatCount(reviews, code) })}
      </span>
    </p>
  );
}
