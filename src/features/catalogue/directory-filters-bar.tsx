import { categories } from "@common/catalogue/categories";
import { type CategorySlug, PRICING_VALUES, type Pricing } from "@common/catalogue/types";
import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DirectoryFilters } from "./filters";

const fieldClass =
  "min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/** Search box, category dropdown and pricing dropdown of the tools directory. */
export function DirectoryFiltersBar({
  value,
  onChange,
}: {
  value: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const categoryId = useId();
  const pricingId = useId();
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_14rem_12rem]">
      <div>
        <label htmlFor={searchId} className="sr-only">
          {t("toolsPage.searchLabel")}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={value.search}
            onChange={(e) => onChange({ ...value, search: e.target.value })}
            placeholder={t("toolsPage.searchPlaceholder")}
            className={`${fieldClass} ps-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={categoryId} className="sr-only">
          {t("toolsPage.categoryLabel")}
        </label>
        <select
          id={categoryId}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as CategorySlug | "all" })}
          className={fieldClass}
        >
          <option value="all">{t("toolsPage.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {t(`categories.${c.slug}.title`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={pricingId} className="sr-only">
          {t("toolsPage.pricingLabel")}
        </label>
        <select
          id={pricingId}
          value={value.pricing}
          onChange={(e) => onChange({ ...value, pricing: e.target.value as Pricing | "all" })}
          className={fieldClass}
        >
          <option value="all">{t("toolsPage.allPricing")}</option>
          {PRICING_VALUES.map((p) => (
            <option key={p} value={p}>
              {t(`pricing.${p}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
