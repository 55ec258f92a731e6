import { type CategoryFilter, filterCategoryTools } from "@common/catalogue/category-filters";
import type { LocalizedTool } from "@common/catalogue/localize-tool";
import clsx from "clsx";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CategoryFilterBar } from "./category-filter-bar";
import { ToolCard } from "./tool-card";

/** A category's filter row and tool grid: two columns for Recommended, three for the others. */
export function CategoryTools({
  tools,
  renderRating,
}: {
  tools: LocalizedTool[];
  renderRating?: (tool: LocalizedTool) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CategoryFilter>("recommended");
  const shown = useMemo(() => filterCategoryTools(tools, filter), [tools, filter]);
  return (
    <>
      <CategoryFilterBar value={filter} onChange={setFilter} />
      {shown.length ? (
        <div
          data-columns={filter === "recommended" ? 2 : 3}
          className={clsx(
            "mt-6 grid grid-cols-1 gap-5",
            filter === "recommended" ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3",
          )}
        >
          {shown.map((tool) => (
            <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />
          ))}
        </div>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{t("category.empty")}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("category.emptyHint")}</p>
        </div>
      )}
    </>
  );
}
