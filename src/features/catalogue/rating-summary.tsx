import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "../i18n/use-current-language";
import { formatCount, formatRating } from "./format";

/** Five stars filled to the rating, the rating with one decimal and the review count; 0 shows 'No ratings'. */
export function RatingSummary({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  if (rating <= 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("toolCard.noRatings")}</p>;
  }
  const shown = formatRating(rating, code);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span className="flex" role="img" aria-label={t("toolCard.ratingLabel", { rating: shown })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={
              star <= Math.round(rating)
                ? "size-4 fill-amber-400 text-amber-500"
                : "size-4 fill-transparent text-slate-300 dark:text-slate-600"
            }
          />
        ))}
      </span>
      <span className="font-semibold text-slate-900 dark:text-slate-100" aria-hidden="true">
        {shown}
      </span>
      <span className="text-slate-600 dark:text-slate-300">
        {t("toolCard.reviews", { count: reviews, formatted: formatCount(reviews, code) })}
      </span>
    </p>
  );
}
