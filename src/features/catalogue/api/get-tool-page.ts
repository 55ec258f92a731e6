import type { ToolPage } from "@common/catalogue/pages";
import type { LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api-client";
import { getCatalogue } from "./catalogue-get";

/**
 * A tool and the tools like it (`GET /api/catalogue/tools/{id}`); null for a tool that is not on the site (never
 * was, or was archived), which the page shows as not found.
 */
export function toolPageQuery(lang: LanguageCode, id: string) {
  return queryOptions({
    queryKey: ["catalogue", "tool", lang, id] as const,
    queryFn: async ({ signal }): Promise<ToolPage | null> => {
      try {
        return await getCatalogue<ToolPage>(`/tools/${encodeURIComponent(id)}`, lang, undefined, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },
  });
}
