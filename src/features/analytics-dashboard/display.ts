import { OVERFLOW_VALUE } from "@common/analytics-dimensions";

/** How a page path is shown: "/" is the home page (SPEC.md §9). */
export function pageLabel(page: string, homeLabel: string): string {
  return page === "/" ? homeLabel : page;
}

/** A country code shown with its name in the dashboard's language; missing or unknown shows `unknown`. */
export function countryLabel(code: string | null | undefined, locale: string, unknown: string): string {
  if (!code || code === "Unknown" || !/^[A-Z]{2}$/.test(code)) return unknown;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A browser family; missing shows `unknown`. */
export function browserLabel(browser: string | null | undefined, unknown: string): string {
  return !browser || browser === "Unknown" ? unknown : browser;
}

/** An operating system family; missing shows `unknown`. */
export function systemLabel(os: string | null | undefined, unknown: string): string {
  return !os || os === "Unknown" ? unknown : os;
}

/**
 * A campaign as "source / medium / campaign"; a part the link left out shows as a dash. The row of campaigns past a
 * day's cap (source OVERFLOW_VALUE, nothing else) keeps that value, which the list names.
 */
export function campaignLabel({
  source,
  medium,
  campaign,
}: {
  source: string;
  medium: string;
  campaign: string;
}): string {
  if (source === OVERFLOW_VALUE && !medium && !campaign) return OVERFLOW_VALUE;
  return [source, medium, campaign].map((part) => part.trim() || "–").join(" / ");
}

/**
 * A chart day as month and day in the language's own order, the month written short ("Nov 23", "23 nov.",
 * "11月23日"; SPEC.md §9: the x axis shows month/day). Dates are UTC days, so they are formatted in UTC.
 */
export function chartDayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A ratio as a percentage in the language's digits and sign ("4.2%", "4,2 %", "٤٫٢٪"); one decimal below
 * 10 %, none above. `signed` puts a plus before a rise (a change, not a rate).
 */
export function formatPercent(ratio: number, locale: string, { signed = false } = {}): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: Math.abs(ratio) < 0.1 ? 1 : 0,
    ...(signed ? { signDisplay: "exceptZero" } : {}),
  }).format(ratio);
}
