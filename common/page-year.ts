/**
 * The year the pages show (the footer's copyright), decided in one place: the Worker's clock when it answers a
 * page. The Worker writes it into the footer of the prerendered HTML and into the configuration the app reads
 * (`app-config`), so the HTML and the app adopting it always agree, and the year turns on 1 January without a
 * rebuild. Neither the build's clock nor the visitor's decides it: either would make the HTML and the app
 * disagree around New Year, and React would throw the prerendered page away (docs/decisions/038).
 */

/** The attribute of the element that holds the year in the page; the Worker fills its content. */
export const YEAR_ATTRIBUTE = "data-current-year";

/** The year in UTC, the Worker's time zone, of a moment (now by default). */
export function currentYear(now: number = Date.now()): number {
  return new Date(now).getUTCFullYear();
}

/** The year from parsed page configuration, or undefined when it is missing or not a plausible year. */
export function readPageYear(config: unknown): number | undefined {
  const year = config && typeof config === "object" ? (config as { year?: unknown }).year : undefined;
  return typeof year === "number" && Number.isInteger(year) && year >= 2000 && year <= 9999 ? year : undefined;
}
