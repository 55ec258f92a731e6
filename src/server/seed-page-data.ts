import type { CataloguePageData } from "@common/catalogue/page-data";
import type { LanguageCode } from "@common/i18n/languages";
import type { QueryClient } from "@tanstack/react-query";
import { categoryPageQuery } from "@/features/catalogue/api/get-category-page";
import { directoryPageQuery } from "@/features/catalogue/api/get-directory-page";
import { featuredToolsQuery } from "@/features/catalogue/api/get-featured-tools";
import { starterPathListQuery, starterPathPageQuery } from "@/features/catalogue/api/get-starter-paths";
import { toolPageQuery } from "@/features/catalogue/api/get-tool-page";

/** Puts a page's catalogue data in the query cache under the keys the page's own queries use. */
export function seedPageData(queryClient: QueryClient, lang: LanguageCode, data: CataloguePageData): void {
  switch (data.kind) {
    case "home":
      queryClient.setQueryData(featuredToolsQuery(lang).queryKey, data.featured);
      return;
    case "tools":
      queryClient.setQueryData(directoryPageQuery(lang, data.query, data.page).queryKey, data.directory);
      return;
    case "category":
      queryClient.setQueryData(categoryPageQuery(lang, data.category, data.filter, data.page).queryKey, data.listing);
      return;
    case "tool":
      queryClient.setQueryData(toolPageQuery(lang, data.id).queryKey, data.toolPage);
      return;
    case "paths":
      queryClient.setQueryData(starterPathListQuery(lang).queryKey, data.list);
      return;
    case "starter-path":
      queryClient.setQueryData(starterPathPageQuery(lang, data.id).queryKey, data.pathPage);
      return;
  }
}
