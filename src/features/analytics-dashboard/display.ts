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
