import { getLanguage, isLanguageCode, type Language } from "@common/i18n/languages";

/** The Intl locale of a site language code (falls back to English). */
export function localeOf(lang: string): string {
  return languageOf(lang).locale;
}

function languageOf(lang: string): Language {
  return getLanguage(isLanguageCode(lang) ? lang : "en");
}

// Ratings and counts are written from the language's number symbols (common/i18n/languages.ts) rather than with
// Intl.NumberFormat. The first NumberFormat a page builds loads ICU's number data: 35–90 ms on a desktop and
// 150–350 ms on a phone with a quarter of its speed, one task in the middle of the start-up of every page with
// ratings (docs/decisions/025-numbers-and-names-without-icu-on-start-up.md). The numbers written here are
// non-negative integers and one-decimal ratings; anything else goes to Intl, built then. format.test.ts checks
// both against Intl.NumberFormat in every language.
const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options ?? {})}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), options);
    intlFormats.set(key, format);
  }
  return format;
}

/** Digits with the language's thousands separator, from the length at which it starts grouping. */
function groupDigits(digits: string, { group, minimumGroupingDigits }: Language["numbers"]): string {
  if (digits.length < 3 + minimumGroupingDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** A rating with one decimal, in the language's digits and separator (SPEC.md §9). */
export function formatRating(value: number, lang: string): string {
  const shortest = String(value);
  if (!(value >= 0) || !Number.isFinite(value) || shortest.includes("e")) {
    return intlFormat(lang, ONE_DECIMAL).format(value);
  }
  // Rounded half up on the digits of the number's shortest decimal form, as Intl does: 4.35 is 4.4 (toFixed
  // gives 4.3), and 3.4499999999999997 is 3.4 (times ten it would be 34.5 in floating point).
  const [integer = "0", fraction = ""] = shortest.split(".");
  const roundUp = fraction.length > 1 && fraction[1]! >= "5";
  const tenths = Number(integer) * 10 + Number(fraction[0] ?? "0") + (roundUp ? 1 : 0);
  const { numbers } = languageOf(lang);
  return `${groupDigits(String(Math.floor(tenths / 10)), numbers)}${numbers.decimal}${tenths % 10}`;
}

/** An integer count with the language's grouping. */
export function formatCount(value: number, lang: string): string {
  if (!Number.isSafeInteger(value) || value < 0) return intlFormat(lang).format(value);
  return groupDigits(String(value), languageOf(lang).numbers);
}
