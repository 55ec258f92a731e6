import type { i18n as I18n } from "i18next";
import { formatCount, localeOf } from "@/lib/format";

/**
 * `{{count, number}}` in translations formats with the language's own locale (common/i18n/languages.ts), not
 * with i18next's bare language code: Arabic counts then use the same Western digits as its text and every
 * other number of the site. A count is written by `formatCount`, which builds no Intl formatter on the page's
 * start-up (the rating widget's labels use this format on every page of cards); any other number, or a format
 * with options, goes to Intl.NumberFormat. i18next's documented way to replace a built-in format.
 */
export function formatNumbersWithSiteLocale(instance: I18n): void {
  instance.services.formatter?.addCached("number", (lng, options) => {
    let format: Intl.NumberFormat | undefined;
    const hasNumberOptions = Object.keys(options ?? {}).some((key) => NUMBER_OPTIONS.has(key));
    return (value) => {
      if (!hasNumberOptions && Number.isSafeInteger(value) && value >= 0) return formatCount(value, lng ?? "");
      format ??= new Intl.NumberFormat(localeOf(lng ?? ""), options);
      return format.format(value);
    };
  });
}

/** The options of Intl.NumberFormat a format string could set, as `{{value, number(minimumFractionDigits: 1)}}`. */
const NUMBER_OPTIONS = new Set([
  "style",
  "currency",
  "unit",
  "notation",
  "compactDisplay",
  "signDisplay",
  "useGrouping",
  "minimumIntegerDigits",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "minimumSignificantDigits",
  "maximumSignificantDigits",
  "roundingMode",
]);
