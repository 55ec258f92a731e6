import { getLanguage, isLanguageCode } from "@common/i18n/languages";

/** The Intl locale of a site language code (falls back to English). */
export function localeOf(lang: string): string {
  return getLanguage(isLanguageCode(lang) ? lang : "en").locale;
}

/** A rating with one decimal, in the language's digits and separator (SPEC.md §9). */
export function formatRating(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** An integer count with the language's grouping. */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}
