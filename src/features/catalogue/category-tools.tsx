import { categoryFilterParams, parseCategoryFilter } from "@common/catalogue/category-filters";
import { parsePageNumber } from "@common/catalogue/pages";
import type { CategorySlug, Tool } from "@common/catalogue/types";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { categoryPageQuery } from "./api/get-category-page";
import { CategoryFilterBar } from "./category-filter-bar";
import { Pagination } from "./pagination";
import { ToolCard } from "./tool-card";

/**
 * A category's filter row and a page of its tools (two columns for Recommended, three for the others), with the
 * filter and the page in the URL (`?filter=free&page=2`); the Worker answers them (docs/decisions/040).
 */
export function CategoryTools({
  category,
  renderRating,
  wrapResults,
}: {
  category: CategorySlug;
  renderRating?: (tool: Tool) => React.ReactNode;
  /** Wraps the grid, given the ids of the tools it shows (the page's ratings scope). */
  wrapResults?: (ids: readonly string[], grid: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { code: lang } = useCurrentLanguage();
  const [params, setParams] = useSearchParams();
  const filter = parseCategoryFilter(params);
  const page = parsePageNumber(params);
  const { data } = useQuery({ ...categoryPageQuery(lang, category, filter, page), placeholderData: keepPreviousData });
  const tools = data?.tools ?? [];
  const ids = useMemo(() => tools.map((tool) => tool.id), [tools]);
  const grid = (
    <div
      data-columns={filter === "recommended" ? 2 : 3}
      className={clsx(
        "mt-6 grid grid-cols-1 gap-5",
        filter === "recommended" ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />
      ))}
    </div>
  );
  return (
    <>
      <CategoryFilterBar
        value={filter}
        onChange={(next) => setParams(categoryFilterParams(next), { preventScrollReset: true })}
      />
      {tools.length ? (
        <>
          {wrapResults ? wrapResults(ids, grid) : grid}
          <Pagination page={data?.page ?? 1} pageCount={data?.pageCount ?? 1} />
        </>
      ) : data ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{t("category.empty")}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("category.emptyHint")}</p>
        </div>
      ) : null}
    </>
  );
}
