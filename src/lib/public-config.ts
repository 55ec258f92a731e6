import { completePublicConfig, type PublicConfig } from "@common/config";
import { currentYear, readPageYear } from "@common/page-year";

/** The page's configuration as the Worker wrote it: the public settings and the year it answered in. */
interface PageConfig {
  config: PublicConfig;
  year: number;
}

let cached: PageConfig | undefined;

/** Sets the configuration explicitly (the prerenderer, which has no document, bakes the deployed values in). */
export function setPublicConfig(config: PublicConfig, year: number = currentYear()): void {
  cached = { config, year };
}

/**
 * Reads `<script type="application/json" id="app-config">`, which the Worker inlines into every page, once.
 * Parsed without zod on purpose: the Worker wrote it from a typed object, and zod would weigh on every page;
 * a missing or malformed setting takes its fallback.
 */
function pageConfig(): PageConfig {
  if (cached) return cached;
  let parsed: unknown = {};
  try {
    const raw = typeof document === "undefined" ? null : document.getElementById("app-config")?.textContent;
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    parsed = {};
  }
  // Without a year from the Worker (a page it did not answer) the browser's clock is all there is.
  cached = { config: completePublicConfig(parsed), year: readPageYear(parsed) ?? currentYear() };
  return cached;
}

/** Public configuration inlined by the Worker. */
export function getPublicConfig(): PublicConfig {
  return pageConfig().config;
}

/** The year the Worker answered the page in (common/page-year.ts): what the footer shows. */
export function getPageYear(): number {
  return pageConfig().year;
}
