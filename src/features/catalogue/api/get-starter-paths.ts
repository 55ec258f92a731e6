import type { LanguageCode } from "@common/i18n/languages";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api-client";
import { getCatalogue } from "./catalogue-get";

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
    queryFn: async ({ signal }): Promise<StarterPathPage | null> => {
      try {
        return await getCatalogue<StarterPathPage>(`/paths/${encodeURIComponent(id)}`, lang, undefined, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
