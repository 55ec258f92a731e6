import { MAX_RATING } from "@common/api/rating-scale";
import clsx from "clsx";
import { Check, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "@/components/ui/tooltip";
import { formatCount, formatRating } from "@/features/catalogue/format";
import { useCurrentLanguage } from "@/features/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { combinedRating } from "./combined-rating";
import { useAllToolStats } from "./get-all-tool-stats";
import { useVoteOnTool } from "./vote-on-tool";

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

interface RatingWidgetProps {
  toolId: string;
  toolName: string;
  staticRating: number;
  staticReviews: number;
}

/**
 * The star rating of a tool card (SPEC.md §2, §4, §8): placeholder stars while loading, then five stars that
 * preview on hover and vote on click. Voting is one-way: afterwards the stars are disabled and 'Rated' shows.
 */
export function RatingWidget({ toolId, toolName, staticRating, staticReviews }: RatingWidgetProps) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const { data, isPending } = useAllToolStats();
  const mutation = useVoteOnTool(toolId);
  const [hovered, setHovered] = useState(0);

  const userVote = data?.userVotes[toolId] ?? null;
  const shown = combinedRating(staticRating, staticReviews, data?.stats[toolId]);
  const filled = hovered || userVote || Math.round(shown.rating);
  const locked = userVote !== null;

  if (isPending) {
    return (
      <div role="status" aria-label={t("ratings.loading")} className="flex gap-0.5" data-testid="rating-loading">
        {STARS.map((star) => (
          <span key={star} className="size-5 animate-pulse rounded-sm bg-slate-200 dark:bg-slate-700" />
        ))}
      </div>
    );
  }

  const onVote = (rating: number) => {
    if (locked) {
      toast({ title: t("ratings.alreadyVotedTitle"), description: t("ratings.alreadyVotedMessage") });
      return;
    }
    mutation.mutate(rating, {
      onSuccess: () => toast({ title: t("ratings.successTitle"), description: t("ratings.successMessage") }),
      onError: (error) => {
        if (error.message.includes("409")) {
          toast({
            variant: "destructive",
            title: t("ratings.alreadyVotedTitle"),
            description: t("ratings.alreadyVotedMessage"),
          });
        } else {
          toast({ title: t("ratings.errorTitle"), description: t("ratings.errorMessage") });
        }
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <fieldset
        className="flex"
        aria-label={t("ratings.groupLabel", { name: toolName })}
        onMouseLeave={() => setHovered(0)}
      >
        {STARS.map((star) => (
          <Tooltip
            key={star}
            content={locked ? t("ratings.yourRating", { rating: userVote }) : t("ratings.rate", { rating: star })}
          >
            <button
              type="button"
              aria-label={t("ratings.rate", { rating: star })}
              aria-pressed={userVote === star}
              aria-disabled={locked || mutation.isPending}
              onMouseEnter={() => !locked && setHovered(star)}
              onFocus={() => !locked && setHovered(star)}
              onBlur={() => setHovered(0)}
              onClick={() => {
                if (!mutation.isPending) onVote(star);
              }}
              className={clsx("rounded-sm p-0.5", locked ? "cursor-default" : "cursor-pointer hover:scale-110")}
            >
              <Star
                aria-hidden="true"
                className={clsx(
                  "size-5",
                  star <= filled
                    ? "fill-amber-400 text-amber-500"
                    : "fill-transparent text-slate-400 dark:text-slate-500",
                )}
              />
            </button>
          </Tooltip>
        ))}
      </fieldset>
      {shown.rating > 0 ? (
        <>
          <span className="font-semibold text-slate-900 dark:text-slate-100">{formatRating(shown.rating, code)}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {t("toolCard.reviews", { count: shown.reviews, formatted: formatCount(shown.reviews, code) })}
          </span>
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{t("toolCard.noRatings")}</span>
      )}
      {locked ? (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          <Check className="size-3" aria-hidden="true" />
          {t("ratings.rated")}
        </span>
      ) : null}
    </div>
  );
}
