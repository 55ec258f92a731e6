import { LANGUAGES } from "@common/i18n/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCount, formatRating } from "@/lib/format";

afterEach(() => {
  vi.restoreAllMocks();
});

const intl = (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

/** Integers around every place where a separator appears, and some large ones. */
const COUNTS = [
  ...Array.from({ length: 2001 }, (_, i) => i),
  999,
  1000,
  1001,
  9999,
  10000,
  12345,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  98765432,
  2 ** 40,
];

/** Ratings as the site computes them (0 to 5 in steps of a thousandth, averages of up to 200 votes) and edge cases. */
const RATINGS = [
  ...Array.from({ length: 5001 }, (_, i) => i / 1000),
  ...Array.from({ length: 200 }, (_, n) => Array.from({ length: n + 1 }, (_, k) => (k * 4 + 5 + n) / (n + 1))).flat(),
  // Halves in their shortest decimal form, and numbers just under a half that multiplying by ten would round up.
  4.35,
  0.15,
  2.675,
  1.25,
  9.95,
  3.4499999999999997,
  4.6499999999999995,
  13.049999999999999,
  1234.56,
];

describe.each(LANGUAGES)("numbers in $code ($locale)", ({ code, locale, numbers }) => {
  it("has the decimal sign, separator and grouping Intl.NumberFormat writes", () => {
    const parts = intl(locale).formatToParts(1234567.5);
    expect(parts.find((part) => part.type === "decimal")?.value).toBe(numbers.decimal);
    expect(parts.find((part) => part.type === "group")?.value).toBe(numbers.group);
    const groupsFour = intl(locale).format(1234).length === 5;
    expect(numbers.minimumGroupingDigits, "groups from four digits, or from five").toBe(groupsFour ? 1 : 2);
  });

  it("writes every count as Intl.NumberFormat does, without building one", () => {
    const reference = intl(locale);
    const expected = COUNTS.map((count) => reference.format(count));
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(COUNTS.map((count) => formatCount(count, code))).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });

  it("writes every rating with one decimal as Intl.NumberFormat does, rounding included, without building one", () => {
    const reference = intl(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const expected = RATINGS.map((rating) => reference.format(rating));
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(RATINGS.map((rating) => formatRating(rating, code))).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });

  it("leaves what it does not write itself to Intl.NumberFormat", () => {
    for (const value of [-3, 2.5, Number.NaN, 1e21]) {
      expect(formatCount(value, code)).toBe(intl(locale).format(value));
    }
    expect(formatRating(-1.25, code)).toBe(
      intl(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(-1.25),
    );
  });
});
