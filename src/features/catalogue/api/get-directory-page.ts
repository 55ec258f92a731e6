import { type DirectoryQuery, directoryQueryParams } from "@common/catalogue/directory-query";
import { type DirectoryPage, PAGE_PARAM } from "@common/catalogue/pages";
import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { getCatalogue } from "./catalogue-get";

/** A page of the directory for a query, as `GET /api/catalogue/tools` answers it and the page's HTML carries it. */
export function directoryPageQuery(lang: LanguageCode, query: DirectoryQuery, page: number) {
  return queryOptions({
    queryKey: ["catalogue", "directory", lang, query, page] as const,
    queryFn: ({ signal }) => {
      const params = directoryQueryParams(query);
      if (page > 1) params.set(PAGE_PARAM, String(page));
      return getCatalogue<DirectoryPage>("/tools", lang, params, signal);
    },
  });
}
