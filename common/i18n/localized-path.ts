// The file is named: the route table (common/routes.ts) loads this module in Node, without a bundler.
import { DEFAULT_LANGUAGE, type LanguageCode, PREFIXED_LANGUAGES } from "./languages.ts";

/** A path split into its optional language prefix and the rest (SPEC.md §2 "Routes"). */
export interface LocalizedPath {
  /** The language named by the prefix, or English when there is none. */
  lang: LanguageCode;
  /** True when the path started with a known language prefix. */
  prefixed: boolean;
  /** The path without the prefix, always starting with "/". */
  path: string;
}

/**
 * Splits `/{lang}/rest` into its language and `/rest`. Only the eight non-English codes are prefixes;
 * any other first segment (including "en") is part of an English path.
 */
export function parseLocalizedPath(pathname: string): LocalizedPath {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && (PREFIXED_LANGUAGES as readonly string[]).includes(first)) {
    return { lang: first as LanguageCode, prefixed: true, path: match?.[2] || "/" };
  }
  return { lang: DEFAULT_LANGUAGE, prefixed: false, path: pathname || "/" };
}

/** Builds the URL path of `path` in `lang`: English has no prefix, others get `/{lang}`. */
export function localizePath(path: string, lang: LanguageCode): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? `/${lang}/` : `/${lang}${clean}`;
}

/**
 * The language switcher's rewrite: removes any language prefix from the current path and adds the new one,
 * keeping the rest of the path, the query and the hash.
 */
export function switchLanguagePath(pathname: string, lang: LanguageCode, search = "", hash = ""): string {
  return `${localizePath(parseLocalizedPath(pathname).path, lang)}${search}${hash}`;
}

/** A path without its trailing slashes ("/tools/" → "/tools"); the root stays "/". */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
