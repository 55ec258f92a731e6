import type { LanguageCode } from "@common/i18n/languages";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { queryOptions } from "@tanstack/react-query";
import { getCatalogue, getCatalogueOrNull } from "./catalogue-get";

/** The published starter paths in their order (`GET /api/catalogue/paths`). */
export function starterPathListQuery(lang: LanguageCode) {
  return queryOptions({
    queryKey: ["catalogue", "paths", lang] as const,
    queryFn: ({ signal }) => getCatalogue<StarterPathList>("/paths", lang, undefined, signal),
  });
}

/** A published starter path with its tools (`GET /api/catalogue/paths/{id}`); null when it is not on the site. */
export function starterPathPageQuery(lang: LanguageCode, id: string) {
  return queryOptions({
    queryKey: ["catalogue", "path", lang, id] as const,
    queryFn: ({ signal }) => getCatalogueOrNull<StarterPathPage>(`/paths/${encodeURIComponent(id)}`, lang, signal),
  });
}
