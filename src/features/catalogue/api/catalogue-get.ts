import type { LanguageCode } from "@common/i18n/languages";
import { throwIfResNotOk } from "@/lib/api-client";

/**
 * GETs a public catalogue call (`/api/catalogue/...`) in a language. The answers are typed by common/catalogue/
 * pages.ts and not parsed with zod here: zod stays out of every public page's scripts (vite.config.ts ADMIN_ONLY),
 * and the Worker builds these answers from the same types.
 */
export async function getCatalogue<T>(
  path: string,
  lang: LanguageCode,
  params: URLSearchParams = new URLSearchParams(),
  signal?: AbortSignal,
): Promise<T> {
  const search = new URLSearchParams(params);
  search.set("lang", lang);
  const res = await fetch(`/api/catalogue${path}?${search}`, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** How long a page's answer counts as fresh in the browser: the edge keeps a page about as long. */
export const CATALOGUE_STALE_MS = 55_000;
