import { postsFor } from "@common/content/blog/meta";
import { DATE_LABELS } from "@common/content/date-labels";
import { DISCLOSURE_UPDATED, PRIVACY_UPDATED, TERMS_EFFECTIVE } from "@common/content/legal-dates";
import { getLanguage, LANGUAGE_CODES, LANGUAGES } from "@common/i18n/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatPublishDate } from "./format-date";

afterEach(() => {
  vi.restoreAllMocks();
});

const localeOf = (code: "en" | "de" | "ar") => getLanguage(code).locale;

describe("formatPublishDate", () => {
  it("writes the English date in full", () => {
    expect(formatPublishDate("2025-01-14", localeOf("en"))).toBe("January 14, 2025");
  });

  it("writes the German date in German order", () => {
    expect(formatPublishDate("2025-01-14", localeOf("de"))).toBe("14. Januar 2025");
  });

  it("writes the Arabic date with the Arabic month name (Latin or Arabic-Indic digits, by ICU version)", () => {
    const text = formatPublishDate("2025-01-14", localeOf("ar")).replace(/[\u200e\u200f\u061c]/g, "");
    expect(text).toMatch(/^(14|١٤) يناير (2025|٢٠٢٥)$/);
  });

  it("keeps the calendar day whatever the visitor's time zone (formats in UTC)", () => {
    expect(formatPublishDate("2025-12-31", localeOf("en"))).toBe("December 31, 2025");
    expect(formatPublishDate("2025-01-01", localeOf("en"))).toBe("January 1, 2025");
  });
});

/** Every date a page shows: each language's posts' and the legal pages'. */
const SHOWN_DATES = [
  ...new Set([
    ...LANGUAGE_CODES.flatMap((lang) => postsFor(lang).map((post) => post.publishDate)),
    TERMS_EFFECTIVE,
    PRIVACY_UPDATED,
    DISCLOSURE_UPDATED,
  ]),
];

describe.each(LANGUAGES.map((language) => language.locale))("dates written at build time, %s", (locale) => {
  it("has every date a page shows, as Intl writes it: after a new date, run `npm run i18n:date-labels`", () => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    for (const iso of SHOWN_DATES) {
      expect(DATE_LABELS[locale]?.[iso], iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("writes those dates without building a date format", async () => {
    // A fresh copy of the module, whose cache of formats is empty: a format an earlier test built cannot hide one.
    vi.resetModules();
    const fresh = await import("./format-date");
    const DateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
    for (const iso of SHOWN_DATES) fresh.formatPublishDate(iso, locale);
    expect(DateTimeFormat).not.toHaveBeenCalled();
  });
});
