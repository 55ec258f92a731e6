import { tools as catalogue, getTool } from "@common/catalogue/tools";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { similarTools } from "@/features/catalogue/similar-tools";
import { ToolCard } from "@/features/catalogue/tool-card";
import { ToolBreadcrumb, ToolProfile } from "@/features/catalogue/tool-profile";
import { useLocalizedTools } from "@/features/catalogue/use-localized-tools";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolRatingPanel } from "@/features/ratings/tool-rating-panel";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { Component as NotFound } from "./not-found";

/**
 * /tools/{id}: one tool in full, its ratings and the tools like it. An unknown id is the not-found screen (the
 * Worker answers it with 404 and noindex).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const found = getTool(id);
  const shown = useMemo(() => (found ? [found, ...similarTools(found, catalogue)] : []), [found]);
  const [tool, ...similar] = useLocalizedTools(shown);

  if (!tool) return <NotFound />;

  return (
    <article aria-labelledby="tool-page-name" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/tools">{t("toolPage.backToTools")}</BackLink>
      <div className="mt-4">
        <ToolBreadcrumb tool={tool} />
      </div>
      <ToolProfile tool={tool} rating={<ToolRatingPanel tool={tool} />} />
      {similar.length ? (
        <section aria-labelledby="similar-tools-heading" className="mt-14">
          <h2 id="similar-tools-heading" className="text-2xl font-bold tracking-tight">
            {t("toolPage.similarTitle")}
          </h2>
          <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <ToolStatsScope>
              {similar.map((other) => (
                <ToolCard key={other.id} tool={other} rating={renderToolRating(other)} level={3} />
              ))}
            </ToolStatsScope>
          </div>
        </section>
      ) : null}
    </article>
  );
}
