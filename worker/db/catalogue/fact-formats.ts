import type { FactFormats } from "@common/catalogue/shown-facts";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";

const dates = new Map<LanguageCode, Intl.DateTimeFormat>();

/**
 * How a tool page writes its facts' days and prices in `lang`, with the language's locale (Western digits in Arabic,
 * as everywhere on the site). The Worker writes them so the browser builds no Intl format as the page starts.
 */
export function factFormats(lang: LanguageCode): FactFormats {
  const { locale } = getLanguage(lang);
  return {
    date(iso) {
      let format = dates.get(lang);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
        dates.set(lang, format);
      }
      return format.format(new Date(`${iso}T00:00:00Z`));
    },
    price(amount, currency) {
      const cents = !Number.isInteger(amount);
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(amount);
    },
  };
}
