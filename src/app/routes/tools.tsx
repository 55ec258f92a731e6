import type { ListingPosition } from "@common/page-head";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ToolsDirectory } from "@/features/catalogue/tools-directory";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { PageHead } from "../page-head";

/** The directory's head names the page of the listing it shows (canonical, prev and next). */
function renderHead(listing: ListingPosition | null) {
  return <PageHead listing={listing} />;
}

/** /tools: a page of the catalogue with search, filters, sort and pages, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const wrapResults = useCallback(
    (ids: readonly string[], grid: React.ReactNode) => <ToolStatsScope ids={ids}>{grid}</ToolStatsScope>,
    [],
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("toolsPage.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t("toolsPage.subtitle")}</p>
      <p className="mt-2">
        <LocalizedLink to="/suggest" className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          {t("contribute.suggest.missingTool")}
        </LocalizedLink>
      </p>
      <div className="mt-8">
        <ToolsDirectory renderRating={renderToolRating} wrapResults={wrapResults} renderHead={renderHead} />
      </div>
    </section>
  );
}
