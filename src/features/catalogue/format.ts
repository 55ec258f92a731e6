import { getLanguage, isLanguageCode } from "@common/i18n/languages";

/** The Intl locale of a site language code (falls back to English). */
export function localeOf(lang: string): string {
  return getLanguage(isLanguageCode(lang) ? lang : "en").locale;
}

// Building an Intl formatter costs far more than using one (a page of cards formats ~100 numbers): one per
// locale and style, kept for the page's life.
const ratingFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function formatter(cache: Map<string, Intl.NumberFormat>, locale: string, options?: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/** A rating with one decimal, in the language's digits and separator (SPEC.md §9). */
export function formatRating(value: number, lang: string): string {
  return formatter(ratingFormats, localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** An integer count with the language's grouping. */
export function formatCount(value: number, lang: string): string {
  return formatter(countFormats, localeOf(lang)).format(value);
}

/**
 * Builds the language's number formatters ahead of use. The first one loads the locale's data, which takes a
 * phone some 15 ms: better in a task of its own than in the middle of hydrating the first tool card.
 */
export function prepareNumberFormats(lang: string): void {
  formatRating(0, lang);
  formatCount(0, lang);
}
