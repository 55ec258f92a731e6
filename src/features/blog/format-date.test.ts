import { getLanguage } from "@common/i18n/languages";
import { describe, expect, it } from "vitest";
import { formatPublishDate } from "./format-date";

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
