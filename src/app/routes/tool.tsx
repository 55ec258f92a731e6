import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { LoadingScreen } from "@/components/ui/spinner";
import { toolPageQuery } from "@/features/catalogue/api/get-tool-page";
import { ToolCard } from "@/features/catalogue/tool-card";
import { ToolFactsSection } from "@/features/catalogue/tool-facts-section";
import { ToolBreadcrumb, ToolProfile } from "@/features/catalogue/tool-profile";
import { ReportProblem } from "@/features/contribute/report-problem";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolRatingPanel } from "@/features/ratings/tool-rating-panel";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { PageHead } from "../page-head";
import { Component as NotFound } from "./not-found";

/**
 * /tools/{id}: one tool in full, its ratings and the tools like it, from `GET /api/catalogue/tools/{id}` (in the
 * page's HTML on a full load). A tool that is not on the site is the not-found screen (the Worker answers it with
 * 404, or 410 for an archived tool, and noindex). One stats request for the tool and the similar tools together.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { code } = useCurrentLanguage();
  const { data, isPending } = useQuery({ ...toolPageQuery(code, id), throwOnError: true });

  if (isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <>
        <PageHead tool={null} />
        <NotFound />
      </>
    );
  }
  const { tool, similar, facts } = data;

  return (
    <ToolStatsScope ids={[tool.id, ...similar.map((other) => other.id)]}>
      <PageHead tool={tool} />
      <article aria-labelledby="tool-page-name" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <BackLink to="/tools">{t("toolPage.backToTools")}</BackLink>
        <div className="mt-4">
          <ToolBreadcrumb tool={tool} />
        </div>
        <ToolProfile tool={tool} rating={<ToolRatingPanel tool={tool} />} facts={<ToolFactsSection facts={facts} />} />
        <ReportProblem toolId={tool.id} />
        {similar.length ? (
          <section aria-labelledby="similar-tools-heading" className="mt-14">
            <h2 id="similar-tools-heading" className="text-2xl font-bold tracking-tight">
              {t("toolPage.similarTitle")}
            </h2>
            <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((other) => (
                <ToolCard key={other.id} tool={other} rating={renderToolRating(other)} level={3} />
              ))}
            </div>
          </section>
        ) : null}
      </article>
    </ToolStatsScope>
  );
}
