import type { Tool } from "@common/catalogue/types";
import { useTranslation } from "react-i18next";
import { RatingDistribution } from "./rating-distribution";
import { RatingOverview } from "./rating-overview";
import { RatingWidget } from "./rating-widget";

/**
 * A tool page's ratings: the average and review count (catalogue reviews and visitor votes together, as on its
 * card), the star widget to vote with (the same votes as the cards', SPEC.md §2/§5/§8), and how many visitors
 * gave each number of stars. Inside the page's ToolStatsScope, which holds this tool.
 */
export function ToolRatingPanel({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tool-ratings-heading" className="tool-rating-panel">
      <h2 id="tool-ratings-heading" className="tool-rating-heading">
        {t("toolPage.ratingsTitle")}
      </h2>

      <RatingOverview toolId={tool.id} staticRating={tool.rating} staticReviews={tool.reviews} />
      <div>
        <h3 className="tool-rating-subheading">{t("toolPage.rateTitle")}</h3>
        <p className="tool-rating-hint">{t("toolPage.rateHint")}</p>
        <div className="mt-2">
          <RatingWidget
            toolId={tool.id}
            toolName={tool.name}
            staticRating={tool.rating}
            staticReviews={tool.reviews}
            figures={false}
          />
        </div>
      </div>

      <div>
        <h3 id="tool-distribution-heading" className="tool-rating-subheading">
          {t("toolPage.distributionTitle")}
        </h3>
        <p className="tool-rating-hint">{t("toolPage.distributionHint")}</p>
        <div className="mt-3">
          <RatingDistribution toolId={tool.id} labelledBy="tool-distribution-heading" />
        </div>
      </div>
    </section>
  );
}
