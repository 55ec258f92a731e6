import type { LocalizedTool } from "@common/catalogue/localize-tool";
import { useTranslation } from "react-i18next";
import { ToolsDirectory } from "@/features/catalogue/tools-directory";
import { useLocalizedTools } from "@/features/catalogue/use-localized-tools";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { useTopRatedScores } from "@/features/ratings/use-top-rated-scores";

/** The directory with each card's rating widget, ranked for Top rated by the page's ratings. */
function RatedDirectory({ tools }: { tools: LocalizedTool[] }) {
  const scores = useTopRatedScores(tools);
  return <ToolsDirectory tools={tools} renderRating={renderToolRating} topRatedScores={scores} />;
}

/** /tools: the whole catalogue with search, filters and sort, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const tools = useLocalizedTools();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("toolsPage.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t("toolsPage.subtitle")}</p>
      <div className="mt-8">
        <ToolStatsScope>
          <RatedDirectory tools={tools} />
        </ToolStatsScope>
      </div>
    </section>
  );
}
