import { isNarrowed } from "@common/catalogue/directory-query";
import { TAG_ORDER } from "@common/catalogue/tag-order";
import type { Tool, ToolTag } from "@common/catalogue/types";
import type { ListingPosition } from "@common/page-head";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useReportSearch } from "@/lib/analytics/use-report-search";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { directoryPageQuery } from "./api/get-directory-page";
import { DirectoryFiltersBar } from "./directory-filters-bar";
import { Pagination } from "./pagination";
import { ToolCard } from "./tool-card";
import { useDirectoryQuery } from "./use-directory-query";

/**
 * The directory's filters, sort, results count, a page of tools and the empty state (SPEC.md §2 "Tools
 * directory"), with the query and the page in the URL. The Worker answers the query (search, filters, order and
 * page; docs/decisions/040), so the page holds one page of tools whatever the catalogue's size. `renderRating`
 * draws each card's rating; `children` receives the ids shown (one batched stats request for them).
 */
export function ToolsDirectory({
  renderRating,
  wrapResults,
  renderHead,
}: {
  renderRating?: (tool: Tool) => React.ReactNode;
  /** The page's head, given which page of how many the directory shows (null until known). */
  renderHead?: (listing: ListingPosition | null) => React.ReactNode;
  /** Wraps the grid, given the ids of the tools it shows (the page's ratings scope). */
  wrapResults?: (ids: readonly string[], grid: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { query, page, searchText, change } = useDirectoryQuery();
  const { code: lang } = useCurrentLanguage();
  const tagLabel = useCallback((tag: ToolTag) => t(`tags.${tag}`), [t]);
  // The previous answer stays on screen while the next one loads, so a keystroke does not blank the grid.
  // Each key asks for its own answer; the one for the key before is cancelled (the query passes its signal on).
  const { data } = useQuery({ ...directoryPageQuery(lang, query, page), placeholderData: keepPreviousData });
  const tools = data?.tools ?? [];
  const ids = useMemo(() => tools.map((tool) => tool.id), [tools]);
  const cards = useMemo(
    () => tools.map((tool) => <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />),
    [tools, renderRating],
  );

  // The count of the answer for the text in the box; null while that answer is on its way.
  const searchReporting = useReportSearch(
    searchText,
    data && data.query.search === searchText ? data.matching : null,
    lang,
  );
  const { typed } = searchReporting;
  const onChange = useCallback(
    (next: Parameters<typeof change>[0]) => {
      change(next);
      if (next.search !== undefined) typed(next.search);
    },
    [change, typed],
  );

  const grid = <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">{cards}</div>;
  const listing = data ? { page: data.page, pageCount: data.pageCount, narrowed: isNarrowed(query) } : null;
  return (
    <>
      {renderHead?.(listing)}
      <DirectoryFiltersBar
        value={query}
        searchText={searchText}
        onChange={onChange}
        onSearchBlur={searchReporting.left}
        tagLabel={tagLabel}
        tagOrder={TAG_ORDER[lang]}
      />
      {data ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {t("toolsPage.resultsCount", { shown: data.matching, count: data.total })}
        </p>
      ) : null}
      {tools.length ? (
        <>
          {wrapResults ? wrapResults(ids, grid) : grid}
          <Pagination page={data?.page ?? 1} pageCount={data?.pageCount ?? 1} />
        </>
      ) : data ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{t("toolsPage.empty")}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("toolsPage.emptyHint")}</p>
          <p className="mt-3">
            <LocalizedLink to="/suggest" className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
              {t("contribute.suggest.missingTool")}
            </LocalizedLink>
          </p>
        </div>
      ) : null}
    </>
  );
}
