import type { LocalizedTool } from "@common/catalogue/localize-tool";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DirectoryFiltersBar } from "./directory-filters-bar";
import { DEFAULT_DIRECTORY_FILTERS, type DirectoryFilters, filterDirectoryTools } from "./filters";
import { ToolCard } from "./tool-card";

/** The directory's filters, results count, tool grid and empty state (SPEC.md §2 "Tools directory"). */
export function ToolsDirectory({
  tools,
  renderRating,
}: {
  tools: LocalizedTool[];
  renderRating?: (tool: LocalizedTool) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DirectoryFilters>(DEFAULT_DIRECTORY_FILTERS);
  const shown = useMemo(() => filterDirectoryTools(tools, filters), [tools, filters]);
  return (
    <>
      <DirectoryFiltersBar value={filters} onChange={setFilters} />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t("toolsPage.resultsCount", { shown: shown.length, count: tools.length })}
      </p>
      {shown.length ? (
        <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />
          ))}
        </div>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{t("toolsPage.empty")}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("toolsPage.emptyHint")}</p>
        </div>
      )}
    </>
  );
}
