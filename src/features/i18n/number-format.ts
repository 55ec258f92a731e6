import type { i18n as I18n } from "i18next";
import { localeOf } from "@/features/catalogue/format";

/**
 * `{{count, number}}` in translations formats with the language's own locale (common/i18n/languages.ts), not
 * with i18next's bare language code: Arabic counts then use the same Western digits as its text and every
 * other number of the site. i18next's documented way to replace a built-in format.
 */
export function formatNumbersWithSiteLocale(instance: I18n): void {
  instance.services.formatter?.addCached("number", (lng, options) => {
    const format = new Intl.NumberFormat(localeOf(lng ?? ""), options);
    return (value) => format.format(value);
  });
}
