import { getCategory } from "@common/catalogue/categories";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { CategoryIcon } from "@/components/ui/category-icon";
import { LoadingScreen } from "@/components/ui/spinner";
import { CategoryTools } from "@/features/catalogue/category-tools";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { useTranslationsReady } from "@/lib/i18n/use-translations-ready";

/**
 * /category/{slug}. An unknown slug shows 'Loading...' (SPEC.md §2); so does a language whose translations
 * are still loading, re-checked every 100 ms.
 */
function wrapResults(ids: readonly string[], grid: React.ReactNode) {
  return <ToolStatsScope ids={ids}>{grid}</ToolStatsScope>;
}

export function Component() {
  const { t } = useTranslation();
  const { categoryName = "" } = useParams();
  const ready = useTranslationsReady();
  const category = getCategory(categoryName);

  if (!category || !ready) return <LoadingScreen />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to="/">{t("category.back")}</BackLink>
      <div className="mt-6 flex items-start gap-4">
        <span className={clsx("flex size-14 shrink-0 items-center justify-center rounded-xl", category.bgColor)}>
          <CategoryIcon name={category.icon} className={clsx("size-7", category.iconColor)} />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`categories.${category.slug}.title`)}</h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
            {t(`categories.${category.slug}.description`)}
          </p>
        </div>
      </div>
      <div className="mt-8">
        <CategoryTools category={category.slug} renderRating={renderToolRating} wrapResults={wrapResults} />
      </div>
    </section>
  );
}
