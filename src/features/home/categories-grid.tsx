import { categories } from "@common/catalogue/categories";
import clsx from "clsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import { useTranslation } from "react-i18next";
import { CategoryIcon } from "@/components/ui/category-icon";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/** The 13 categories: 1, 2 or 3 columns by width; each card 200 px high with its description clamped to 3 lines. */
export function CategoriesGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("categoriesSection.title")}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("categoriesSection.subtitle")}</p>
      <ul className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <LocalizedLink
              to={`/category/${category.slug}`}
              className="group flex h-[200px] flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex items-center gap-3">
                <span className={clsx("flex size-11 items-center justify-center rounded-lg", category.bgColor)}>
                  <CategoryIcon name={category.icon} className={clsx("size-6", category.iconColor)} />
                </span>
                <span className="text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`categories.${category.slug}.title`)}
                </span>
              </span>
              <span className="mt-3 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
                {t(`categories.${category.slug}.description`)}
              </span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 group-hover:underline dark:text-indigo-300">
                {t("categoriesSection.explore")}
                <ArrowRight className="rtl-flip size-4" aria-hidden="true" />
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
