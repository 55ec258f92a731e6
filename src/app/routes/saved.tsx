import { useTranslation } from "react-i18next";
import { SavedList } from "@/features/catalogue/saved-list";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";

/** /saved: the tools this visitor saved (kept in their browser), or a list shared with them. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("saved.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("saved.intro")}</p>
      <SavedList
        renderRating={renderToolRating}
        statsScope={(ids, children) => <ToolStatsScope ids={ids}>{children}</ToolStatsScope>}
      />
    </div>
  );
}
