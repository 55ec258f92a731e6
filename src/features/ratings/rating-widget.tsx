import { MAX_RATING } from "@common/api/rating-scale";
import clsx from "clsx";
import { Check, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "@/components/ui/tooltip";
import { formatCount, formatRating } from "@/features/catalogue/format";
import { useCurrentLanguage } from "@/features/i18n/use-current-language";
import { ApiRequestError } from "@/lib/api-client";
import { useRevealInTurn } from "@/lib/use-reveal-in-turn";
import { toast } from "@/lib/use-toast";
import { combinedRating } from "./combined-rating";
import { useAllToolStats } from "./get-all-tool-stats";
import { useVoteOnTool } from "./vote-on-tool";

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);
const ROW_CLASS = "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm";

/**
 * A text of the rating row, or in the loading state a pulsing box of exactly its size. The skeleton's text is
 * generated content (an invisible `::before`), not a text node, and the pulse is a layer of its own
 * (`::after`): the element that sizes the box never fades, so no contrast check sees faded text.
 */
function Figure({ className, skeleton, children }: { className: string; skeleton: boolean; children: string }) {
  if (!skeleton) return <span className={className}>{children}</span>;
  return (
    <span
      aria-hidden="true"
      data-text={children}
      className={clsx(
        className,
        "relative before:invisible before:content-[attr(data-text)]",
        "after:absolute after:inset-0 after:rounded-sm after:bg-slate-200 after:content-[''] motion-safe:after:animate-pulse dark:after:bg-slate-700",
      )}
    />
  );
}

/**
 * The rating with one decimal and the review count ('No ratings' for 0). As a `skeleton` they keep their
 * size but show only a pulsing box, hidden from assistive technology, for the loading state.
 */
function RatingFigures({ rating, reviews, skeleton = false }: { rating: number; reviews: number; skeleton?: boolean }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const muted = "text-slate-600 dark:text-slate-300";
  if (rating <= 0) {
    return (
      <Figure className={muted} skeleton={skeleton}>
        {t("toolCard.noRatings")}
      </Figure>
    );
  }
  return (
    <>
      <Figure className="font-semibold text-slate-900 dark:text-slate-100" skeleton={skeleton}>
        {formatRating(rating, code)}
      </Figure>
      <Figure className={muted} skeleton={skeleton}>
        {t("toolCard.reviews", { count: reviews, formatted: formatCount(reviews, code) })}
      </Figure>
    </>
  );
}

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
  const { data, isPending } = useAllToolStats();
  const mutation = useVoteOnTool(toolId);
  const [hovered, setHovered] = useState(0);
  // The stars of many cards arrive with one answer: they are drawn a few cards per task (useRevealInTurn).
  const revealed = useRevealInTurn(!isPending);

  const userVote = data?.userVotes[toolId] ?? null;
  const shown = combinedRating(staticRating, staticReviews, data?.stats[toolId]);
  const filled = hovered || userVote || Math.round(shown.rating);
  const locked = userVote !== null;

  if (!revealed) {
    // A skeleton of the loaded row, laid out exactly like it: star-sized squares, then the tool's own rating
    // and review count as invisible text, so the row wraps (or not) in any language as the real one will and
    // nothing moves when the stats arrive.
    return (
      <div role="status" aria-label={t("ratings.loading")} className={ROW_CLASS} data-testid="rating-loading">
        <span className="flex" aria-hidden="true">
          {STARS.map((star) => (
            <span
              key={star}
              className="m-0.5 size-5 rounded-sm bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700"
            />
          ))}
        </span>
        <RatingFigures rating={staticRating} reviews={staticReviews} skeleton />
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
        // 409 is the server refusing a second vote by this visitor, whatever the body says.
        if (error instanceof ApiRequestError && error.status === 409) {
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
    <div className={ROW_CLASS}>
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
      <RatingFigures rating={shown.rating} reviews={shown.reviews} />
      {locked ? (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          <Check className="size-3" aria-hidden="true" />
          {t("ratings.rated")}
        </span>
      ) : null}
    </div>
  );
}
