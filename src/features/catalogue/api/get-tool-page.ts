import type { ToolPage } from "@common/catalogue/pages";
import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { getCatalogueOrNull } from "./catalogue-get";

/**
 * A tool and the tools like it (`GET /api/catalogue/tools/{id}`); null for a tool that is not on the site (never
 * was, or was archived), which the page shows as not found.
 */
export function toolPageQuery(lang: LanguageCode, id: string) {
  return queryOptions({
    queryKey: ["catalogue", "tool", lang, id] as const,
    queryFn: ({ signal }) => getCatalogueOrNull<ToolPage>(`/tools/${encodeURIComponent(id)}`, lang, signal),
  });
}
