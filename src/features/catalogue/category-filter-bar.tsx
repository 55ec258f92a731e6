import { CATEGORY_FILTERS, type CategoryFilter } from "@common/catalogue/category-filters";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

/** The five filter buttons of the category page; the active one is pressed. */
export function CategoryFilterBar({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (next: CategoryFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t("category.filtersLabel")}</legend>
      {CATEGORY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={clsx(
            "min-h-10 rounded-full border px-4 text-sm font-medium transition-colors",
            value === filter
              ? "border-indigo-700 bg-indigo-700 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
          )}
        >
          {t(`category.filters.${filter}`)}
        </button>
      ))}
    </fieldset>
  );
}
