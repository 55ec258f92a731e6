import type { LanguageCode } from "@common/i18n/languages";
import { ApiRequestError, throwIfResNotOk } from "@/lib/api-client";

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
  const res = await fetch(catalogueUrl(path, lang, params), { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The URL of a public catalogue call in a language: `/api/catalogue{path}?…&lang=`. */
export function catalogueUrl(
  path: string,
  lang: LanguageCode,
  params: URLSearchParams = new URLSearchParams(),
): string {
  const search = new URLSearchParams(params);
  search.set("lang", lang);
  return `/api/catalogue${path}?${search}`;
}

/** A public catalogue call for one thing a page shows: null when it is not on the site (404, or 410 for gone). */
export async function getCatalogueOrNull<T>(path: string, lang: LanguageCode, signal?: AbortSignal): Promise<T | null> {
  try {
    return await getCatalogue<T>(path, lang, undefined, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}
