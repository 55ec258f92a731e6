import { useTranslation } from "react-i18next";
import { CompareTable } from "@/features/catalogue/compare-table";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";

/** /compare?tools=a,b,c: two or three tools side by side, as a visitor chose them (never indexed). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("compare.title")}</h1>
      <CompareTable
        renderRating={renderToolRating}
        statsScope={(ids, children) => <ToolStatsScope ids={ids}>{children}</ToolStatsScope>}
      />
    </div>
  );
}
