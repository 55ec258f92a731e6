import type { LanguageCode } from "@common/i18n/languages";
import { throwIfResNotOk } from "@/lib/api-client";

/**
 * GETs a public catalogue call (`/api/catalogue/...`) in a language. The answers are typed by common/catalogue/
 * pages.ts and not parsed with zod here: zod stays out of every public page's scripts (vite.config.ts ADMIN_ONLY),
 * and the Worker builds these answers from the same types. Like every query here, an answer stays fresh while the
 * page is open (the app's default): the page a visitor adopted may be up to CATALOGUE_CACHE_SECONDS old, and
 * asking again as soon as it is adopted would cost a request on every page view.
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
