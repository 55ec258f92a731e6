// Imports name their files: the build's JavaScript budget check loads this module in Node, without a bundler.
import type { LanguageCode } from "./i18n/languages.ts";

/**
 * Where the build writes each public page's prerendered HTML inside the static assets, and where the Worker
 * reads it from. The folder is never reachable by URL: the Worker runs first for it and answers 404
 * (worker/edge/private-assets.ts).
 */
export const PRERENDER_DIR = "_pages";

/** The public configuration the pages were prerendered with (the Worker compares it with its own). */
export const PRERENDER_CONFIG_FILE = `${PRERENDER_DIR}/config.json`;

function stem(path: string): string {
  const clean = path.replace(/\/+$/, "");
  return clean === "" ? "index" : clean.slice(1);
}

/** File of a page inside the assets folder, e.g. `_pages/zh/tools.html`, `_pages/en/index.html`. */
export function prerenderedFile(lang: LanguageCode, path: string): string {
  return `${PRERENDER_DIR}/${lang}/${stem(path)}.html`;
}

/**
 * Asset URL path the Worker fetches for that file. The assets server drops `.html` and `index.html`
 * (and redirects requests that carry them), so the URL carries neither.
 */
export function prerenderedAssetPath(lang: LanguageCode, path: string): string {
  const name = stem(path);
  return name === "index" ? `/${PRERENDER_DIR}/${lang}/` : `/${PRERENDER_DIR}/${lang}/${name}`;
}

/**
 * The `modulepreload` links of each route kind's own chunks (route kind -> HTML), for the pages the Worker renders
 * on request: the build knows the chunks, the Worker adds the links to the page.
 */
export const PAGE_PRELOADS_FILE = `${PRERENDER_DIR}/preloads.json`;
