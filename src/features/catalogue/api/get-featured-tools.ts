import type { FeaturedTools } from "@common/catalogue/pages";
import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { getCatalogue } from "./catalogue-get";

/** The home page's beginner banner (`GET /api/catalogue/featured`). */
export function featuredToolsQuery(lang: LanguageCode) {
  return queryOptions({
    queryKey: ["catalogue", "featured", lang] as const,
    queryFn: ({ signal }) => getCatalogue<FeaturedTools>("/featured", lang, undefined, signal),
  });
}
