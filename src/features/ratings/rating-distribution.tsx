import { MAX_RATING } from "@common/api/rating-scale";
import { useTranslation } from "react-i18next";
import { useToolStats } from "./get-tool-stats";
import { Figure } from "./rating-figure";

/** Five stars down to one, the order rating breakdowns are read in. */
const STARS_DOWN = Array.from({ length: MAX_RATING }, (_, i) => (MAX_RATING - i) as 1 | 2 | 3 | 4 | 5);

/**
 * How many visitors of this site gave a tool each number of stars: five rows of a list, each with its star
 * count and number of votes as text (what a screen reader reads) and a bar of its share (for the eye only).
 * The rows are drawn in the prerendered page too, with their counts as skeletons until the stats arrive, so
 * nothing moves or is replaced when they do.
 */
export function RatingDistribution({ toolId, labelledBy }: { toolId: string; labelledBy: string }) {
  const { t } = useTranslation();
  const { data, isError } = useToolStats(toolId);
  if (isError) return <p className="rating-muted text-sm">{t("toolPage.distributionUnavailable")}</p>;
  const total = data?.totalVotes ?? 0;
  return (
    <ol className="rating-bars" aria-labelledby={labelledBy} aria-busy={!data}>
      {STARS_DOWN.map((star) => {
        const count = data?.votesByRating[star] ?? 0;
        const share = total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
        return (
          <li key={star} className="rating-bar-row" data-star={star}>
            <span className="rating-bar-label">{t("toolPage.stars", { count: star })}</span>
            <span className="rating-bar" aria-hidden="true">
              <span className="rating-bar-fill" style={{ inlineSize: `${share}%` }} />
            </span>
            <Figure className="rating-bar-count" skeleton={!data}>
              {t("toolPage.votes", { count })}
            </Figure>
          </li>
        );
      })}
    </ol>
  );
}
