import { MAX_RATING } from "@common/api/rating-scale";
import { combinedRating } from "@common/ratings/combined-rating";
import Check from "lucide-react/icons/check";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "@/lib/api-client";
import { formatCount, formatRating } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { Figure } from "./rating-figure";
import { usePageToolStats } from "./tool-stats-scope";
import { useVoteOnTool } from "./vote-on-tool";

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);
/** Width of one star: a 20 px icon with 2 px padding on each side (`size-5 p-0.5`), a 24 px target. */
const STAR_PX = 24;

/** SPEC.md §9 tooltip timing: open after hovering this long; reopen at once within the skip window. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// When the last star tooltip closed, across all cards: moving from one card's stars to the next within the skip
// window shows the label without a new wait.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The one tooltip of a star group: which star it labels (0 = closed). Opens after a hover delay (at once within
 * the skip window, or on keyboard focus), follows the pointer or focus from star to star while open, and closes
 * on leaving the group, on pressing a star, or on Escape.
 */
function useStarTooltip() {
  const [star, setStar] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = star > 0;

  const show = (next: number, delay: number) => {
    clearTimeout(timer.current);
    if (open || delay <= 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setStar(next);
    else timer.current = setTimeout(() => setStar(next), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setStar((was) => {
      if (was > 0) lastClosedAt = Date.now();
      return 0;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      lastClosedAt = Date.now();
      setStar(0);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { star, show, hide };
}

/**
 * The rating with one decimal and the review count ('No ratings' for 0). As a `skeleton` they keep their
 * size but show only a pulsing box, hidden from assistive technology, for the loading state.
 */
function RatingFigures({ rating, reviews, skeleton = false }: { rating: number; reviews: number; skeleton?: boolean }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  if (rating <= 0) {
    return (
      <Figure className="rating-muted" skeleton={skeleton}>
        {t("toolCard.noRatings")}
      </Figure>
    );
  }
  return (
    <>
      <Figure className="rating-value" skeleton={skeleton}>
        {formatRating(rating, code)}
      </Figure>
      <Figure className="rating-muted" skeleton={skeleton}>
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
  /** Show the rating and review count beside the stars (a tool page shows them once, larger, above). */
  figures?: boolean;
}

/** The star a key moves focus to from `from`, or null for other keys. Left and right follow the reading direction. */
function starForKey(key: string, from: number, rtl: boolean): number | null {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward || key === "ArrowDown") return from === MAX_RATING ? 1 : from + 1;
  if (key === back || key === "ArrowUp") return from === 1 ? MAX_RATING : from - 1;
  if (key === "Home") return 1;
  if (key === "End") return MAX_RATING;
  return null;
}

/**
 * The star rating of a tool card (SPEC.md §2, §4, §8): placeholder stars while loading, then one radio group of
 * five stars that previews on hover and votes on click. Voting is one-way: afterwards the stars are disabled,
 * the chosen one is checked and 'Rated' shows.
 *
 * Keyboard: the group is one tab stop (roving focus). The arrow keys, Home and End move focus between the stars
 * and preview that rating, but do not select it: unlike a plain radio group, where selection follows focus, a
 * selection here is a vote that cannot be taken back, so arrowing from 1 to 5 must not cast a vote on the way.
 * Enter or Space votes for the focused star.
 *
 * A vote first solves a proof-of-work challenge (useVoteOnTool); while it is solved and sent the stars are
 * aria-disabled, the pending state, and a second press sends nothing.
 */
export function RatingWidget({ toolId, toolName, staticRating, staticReviews, figures = true }: RatingWidgetProps) {
  const { t } = useTranslation();
  // The page's stats, read once for all its cards and deferred (ToolStatsScope).
  const { data, isPending } = usePageToolStats();
  const mutation = useVoteOnTool(toolId);
  const [hovered, setHovered] = useState(0);
  const [focusable, setFocusable] = useState(0);
  const tooltip = useStarTooltip();
  const tooltipId = useId();

  const userVote = data?.userVotes[toolId] ?? null;
  const shown = combinedRating(staticRating, staticReviews, data?.stats[toolId]);
  const filled = hovered || userVote || Math.round(shown.rating);
  const locked = userVote !== null;
  const disabled = locked || mutation.isPending;

  if (isPending) {
    // A skeleton of the loaded row, laid out exactly like it: star-sized squares, then the tool's own rating
    // and review count as invisible text, so the row wraps (or not) in any language as the real one will and
    // nothing moves when the stats arrive.
    return (
      <div role="status" aria-label={t("ratings.loading")} className="rating-row" data-testid="rating-loading">
        <span className="rating-skeleton-stars" aria-hidden="true" />
        {figures ? <RatingFigures rating={staticRating} reviews={staticReviews} skeleton /> : null}
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
        } else if (error instanceof ApiRequestError && error.code === "vote_proof_invalid") {
          // The vote's proof of work was not solved here or not accepted there; nothing was stored.
          toast({ title: t("ratings.unverifiedTitle"), description: t("ratings.unverifiedMessage") });
        } else {
          toast({ title: t("ratings.errorTitle"), description: t("ratings.errorMessage") });
        }
      },
    });
  };
  const press = (star: number) => {
    tooltip.hide();
    if (!mutation.isPending) onVote(star);
  };
  // The one star in the tab order: the one last focused, else the user's vote, else the first.
  const tabStop = focusable || userVote || 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Number((event.target as HTMLElement).dataset.star) || tabStop;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      press(current);
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = starForKey(event.key, current, rtl);
    if (next === null) return;
    event.preventDefault();
    // Found in the group rather than kept in refs: a ref callback per star is detached and attached again on
    // every commit of every card, 235 times when the page's stats arrive.
    event.currentTarget.querySelector<HTMLElement>(`[data-star="${next}"]`)?.focus();
  };

  return (
    <div className="rating-row">
      <div
        role="radiogroup"
        aria-label={t("ratings.groupLabel", { name: toolName })}
        className="rating-stars"
        onKeyDown={onKeyDown}
        onPointerLeave={() => {
          setHovered(0);
          tooltip.hide();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setHovered(0);
          tooltip.hide();
        }}
      >
        {STARS.map((star) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents: one element per star with roving focus keeps the card light (a native radio would also vote on every arrow key); the group handles the keys
          <span
            key={star}
            role="radio"
            data-star={star}
            tabIndex={star === tabStop ? 0 : -1}
            aria-label={t("ratings.rate", { rating: star })}
            aria-checked={userVote === star}
            aria-disabled={disabled}
            aria-describedby={tooltip.star === star ? tooltipId : undefined}
            onPointerEnter={(event) => {
              if (!locked) setHovered(star);
              if (event.pointerType === "mouse") tooltip.show(star, TOOLTIP_DELAY_MS);
            }}
            onPointerDown={tooltip.hide}
            onFocus={(event) => {
              setFocusable(star);
              if (!locked) setHovered(star);
              if (event.target.matches(":focus-visible")) tooltip.show(star, 0);
            }}
            onClick={() => press(star)}
            // The star itself is the element's ::before (rating.css), filled up to the shown rating.
            data-filled={star <= filled ? "" : undefined}
            className={locked ? "rating-star rating-star-locked" : "rating-star"}
          />
        ))}
        {tooltip.star > 0 ? (
          <span
            id={tooltipId}
            role="tooltip"
            style={{ insetInlineStart: (tooltip.star - 0.5) * STAR_PX }}
            className="rating-tooltip"
          >
            {locked ? t("ratings.yourRating", { rating: userVote }) : t("ratings.rate", { rating: tooltip.star })}
          </span>
        ) : null}
      </div>
      {figures ? <RatingFigures rating={shown.rating} reviews={shown.reviews} /> : null}
      {locked ? (
        <span className="rating-rated">
          <Check className="size-3" aria-hidden="true" />
          {t("ratings.rated")}
        </span>
      ) : null}
    </div>
  );
}
