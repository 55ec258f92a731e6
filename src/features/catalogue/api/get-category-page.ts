import { type CategoryFilter, categoryFilterParams } from "@common/catalogue/category-filters";
import type { CategoryPage } from "@common/catalogue/pages";
import type { CategorySlug } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { getCatalogue } from "./catalogue-get";

/** A page of a category's tools under one of its filters (`GET /api/catalogue/categories/{slug}`). */
export function categoryPageQuery(lang: LanguageCode, category: CategorySlug, filter: CategoryFilter, page: number) {
  return queryOptions({
    queryKey: ["catalogue", "category", lang, category, filter, page] as const,
    queryFn: ({ signal }) =>
      getCatalogue<CategoryPage>(`/categories/${category}`, lang, categoryFilterParams(filter, page), signal),
  });
}
