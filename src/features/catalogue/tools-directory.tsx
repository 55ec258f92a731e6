import type { LocalizedTool } from "@common/catalogue/localize-tool";
import { TAG_ORDER } from "@common/catalogue/tag-order";
import type { ToolTag } from "@common/catalogue/types";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReportSearch } from "@/lib/analytics/use-report-search";
import { localeOf } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { DirectoryFiltersBar } from "./directory-filters-bar";
import { directoryResults } from "./directory-results";
import { ToolCard } from "./tool-card";
import { useDirectoryQuery } from "./use-directory-query";

type FuzzySearchModule = typeof import("./fuzzy-search");

/**
 * The directory's filters, sort, results count, tool grid and empty state (SPEC.md §2 "Tools directory"),
 * with the query in the URL. `topRatedScores` ranks the Top rated order (the ratings' weighted averages).
 */
export function ToolsDirectory({
  tools,
  renderRating,
  topRatedScores,
}: {
  tools: LocalizedTool[];
  renderRating?: (tool: LocalizedTool) => React.ReactNode;
  topRatedScores?: ReadonlyMap<string, number>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { query, searchText, change } = useDirectoryQuery();
  const { code: pageLanguage } = useCurrentLanguage();
  const tagLabel = useCallback((tag: ToolTag) => t(`tags.${tag}`), [t]);
  // Built when the Name order is first chosen, not while the page starts: a phone's first collator of a language
  // loads that language's collation data, a task of its own (docs/decisions/029-tag-order-at-build-time.md).
  const compareNames = useMemo(() => {
    let collator: Intl.Collator | undefined;
    return (a: string, b: string) => {
      collator ??= new Intl.Collator(localeOf(lang), { numeric: true });
      return collator.compare(a, b);
    };
  }, [lang]);

  // The forgiving search stays out of the page's first load: it is fetched when a search first appears.
  const searching = searchText.trim() !== "" || query.search.trim() !== "";
  const [fuzzyModule, setFuzzyModule] = useState<FuzzySearchModule | null>(null);
  useEffect(() => {
    if (!searching || fuzzyModule) return;
    let current = true;
    import("./fuzzy-search").then(
      (module) => {
        if (current) setFuzzyModule(module);
      },
      // Offline, or a new release removed the chunk: the substring search goes on answering alone.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [searching, fuzzyModule]);
  const fuzzy = useMemo(() => fuzzyModule?.createFuzzySearch(tools, tagLabel), [fuzzyModule, tools, tagLabel]);

  // Scores matter only to their own order: while another is shown, new ratings do not redraw the grid.
  const scores = query.sort === "top-rated" ? topRatedScores : undefined;
  const shown = useMemo(
    () => directoryResults(tools, query, { tagLabel, fuzzy, compareNames, topRatedScores: scores }),
    [tools, query, tagLabel, fuzzy, compareNames, scores],
  );
  // The same elements for the same results, so React leaves the cards alone when only the page re-renders.
  const cards = useMemo(
    () => shown.map((tool) => <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />),
    [shown, renderRating],
  );

  const searchReporting = useReportSearch(searchText, shown.length, pageLanguage);
  const { typed } = searchReporting;
  const onChange = useCallback(
    (next: Parameters<typeof change>[0]) => {
      change(next);
      if (next.search !== undefined) typed(next.search);
    },
    [change, typed],
  );

  return (
    <>
      <DirectoryFiltersBar
        value={query}
        searchText={searchText}
        onChange={onChange}
        onSearchBlur={searchReporting.left}
        tagLabel={tagLabel}
        tagOrder={TAG_ORDER[pageLanguage]}
      />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t("toolsPage.resultsCount", { shown: shown.length, count: tools.length })}
      </p>
      {shown.length ? (
        <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">{cards}</div>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{t("toolsPage.empty")}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("toolsPage.emptyHint")}</p>
        </div>
      )}
    </>
  );
}
