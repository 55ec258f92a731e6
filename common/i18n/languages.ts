/**
 * The nine languages of the site (SPEC.md §3 "Language"); English is the default and fallback. `locale` is the
 * one every Intl formatter of the language uses. Arabic asks for Western digits (`-u-nu-latn`), the digits its
 * text is written with: left to itself, `ar` gives Arabic-Indic digits in some browsers and Western in others,
 * and a rating of ٤٫٥ would stand next to "13 فئة".
 * `numbers` are the symbols that locale writes numbers with, as Intl.NumberFormat gives them (the decimal sign,
 * the thousands separator and from how many digits it groups): ratings and counts are written from them without
 * building an Intl formatter on the page's start-up (src/features/catalogue/format.ts says why), and
 * format.test.ts checks them against Intl.NumberFormat for every language.
 */
export const LANGUAGES = [
  {
    code: "en",
    name: "English",
    flag: "🇬🇧",
    dir: "ltr",
    locale: "en-US",
    numbers: { decimal: ".", group: ",", minimumGroupingDigits: 1 },
  },
  {
    code: "es",
    name: "Español",
    flag: "🇪🇸",
    dir: "ltr",
    locale: "es-ES",
    numbers: { decimal: ",", group: ".", minimumGroupingDigits: 2 },
  },
  {
    code: "fr",
    name: "Français",
    flag: "🇫🇷",
    dir: "ltr",
    locale: "fr-FR",
    numbers: { decimal: ",", group: "\u202f", minimumGroupingDigits: 1 },
  },
  {
    code: "pt",
    name: "Português",
    flag: "🇧🇷",
    dir: "ltr",
    locale: "pt-BR",
    numbers: { decimal: ",", group: ".", minimumGroupingDigits: 1 },
  },
  {
    code: "de",
    name: "Deutsch",
    flag: "🇩🇪",
    dir: "ltr",
    locale: "de-DE",
    numbers: { decimal: ",", group: ".", minimumGroupingDigits: 1 },
  },
  {
    code: "ru",
    name: "Русский",
    flag: "🇷🇺",
    dir: "ltr",
    locale: "ru-RU",
    numbers: { decimal: ",", group: "\u00a0", minimumGroupingDigits: 1 },
  },
  {
    code: "he",
    name: "עברית",
    flag: "🇮🇱",
    dir: "rtl",
    locale: "he-IL",
    numbers: { decimal: ".", group: ",", minimumGroupingDigits: 1 },
  },
  {
    code: "zh",
    name: "中文",
    flag: "🇨🇳",
    dir: "ltr",
    locale: "zh-CN",
    numbers: { decimal: ".", group: ",", minimumGroupingDigits: 1 },
  },
  {
    code: "ar",
    name: "العربية",
    flag: "🇸🇦",
    dir: "rtl",
    locale: "ar-u-nu-latn",
    numbers: { decimal: ".", group: ",", minimumGroupingDigits: 1 },
  },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
/** Languages that appear as a URL prefix (every one but English). */
export const PREFIXED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

/** Translation namespaces: the interface's text (the tools' text comes with the catalogue from D1). */
export const NAMESPACES = ["common"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Local-storage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function getLanguage(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function isRtl(code: LanguageCode): boolean {
  return getLanguage(code).dir === "rtl";
}

/** The language's locale without Unicode extensions, as Open Graph writes it: `de_DE`, `ar`. */
export function ogLocaleOf(code: LanguageCode): string {
  return getLanguage(code).locale.split("-u-")[0]!.replace("-", "_");
}
