import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { unstable_readConfig } from "wrangler";
import { CATALOGUE_PAGE_KINDS } from "../common/catalogue/page-data.ts";
import { type PublicConfig, readPublicConfig } from "../common/config.ts";
import { PAGE_PRELOADS_FILE } from "../common/prerendered-pages.ts";
import { buildForNode } from "./node-render-build.ts";
import {
  chunkClosure,
  entryKey,
  pageModuleKeys,
  pageModuleKeysOf,
  pagePreloadLink,
  readManifest,
  startUpKeys,
} from "./page-chunks.ts";

/**
 * Runs after `vite build`: renders every public page in every language to HTML with React on Node, into
 * `dist/client/_pages/{lang}/…html`, from the built `index.html`. The Worker serves these instead of the empty
 * shell, so a visitor (and a crawler) gets the content before any JavaScript runs; React then hydrates it.
 */
/** What src/prerender/render-page.tsx exports (typed here: the Node project does not compile JSX). */
interface PrerenderModule {
  initPrerender(resources: Record<string, Record<string, unknown>>, config: PublicConfig): Promise<void>;
  renderPage(pathname: string, lang: string): Promise<string>;
  PRERENDER_PAGES: { lang: string; pathname: string; file: string }[];
  LANGUAGE_CODES: readonly string[];
  NAMESPACES: readonly string[];
  PRERENDER_CONFIG_FILE: string;
  PRERENDER_DIR: string;
}

const CLIENT_DIR = resolve("dist/client");
const SSR_DIR = resolve(".wrangler/prerender");
const ROOT_MARKUP = '<div id="root"></div>';
const BODY_END = "</body>";

// 1. A Node build of the render entry: the same components and libraries as the browser's, no CSS.
const entry = await buildForNode("src/prerender/render-page.tsx", SSR_DIR);
const { initPrerender, renderPage, PRERENDER_PAGES, LANGUAGE_CODES, NAMESPACES, PRERENDER_CONFIG_FILE, PRERENDER_DIR } =
  (await import(pathToFileURL(entry).href)) as PrerenderModule;

// 2. The configuration the Worker will run with (wrangler.toml [vars]); the Worker checks it still matches.
const { vars } = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
// The site URL is not baked: it is each request's origin, written into the head by the Worker.
const config: PublicConfig = { ...readPublicConfig(vars), siteUrl: "" };

// 3. Every language's translations, as the Worker inlines them.
const resources: Record<string, Record<string, unknown>> = {};
for (const lang of LANGUAGE_CODES) {
  resources[lang] = {};
  for (const ns of NAMESPACES) {
    resources[lang][ns] = JSON.parse(readFileSync(resolve("public/locales", lang, `${ns}.json`), "utf8"));
  }
}
await initPrerender(resources, config);

// 4. Render and write.
const shell = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
if (!shell.includes(ROOT_MARKUP)) throw new Error(`dist/client/index.html has no ${ROOT_MARKUP}`);
rmSync(join(CLIENT_DIR, PRERENDER_DIR), { recursive: true, force: true });
// The shell preloads the start-up's chunks; each page also preloads its own screen's (and the blog's posts), which
// the start-up would otherwise request only when it reaches them, a round trip later on a slow connection
// (docs/decisions/028-page-chunks-preloaded.md).
const manifest = readManifest(CLIENT_DIR);
const inShell = chunkClosure(manifest, [entryKey(manifest), ...startUpKeys(manifest)]);
const preloadsOf = (keys: string[]) =>
  [...chunkClosure(manifest, keys)]
    .filter((file) => !inShell.has(file))
    .map(pagePreloadLink)
    .join("");
const pagePreloads = (pathname: string) => preloadsOf(pageModuleKeysOf(pathname));
// The pages the Worker renders on request get the same links from this file (worker/edge/page-preloads.ts).
mkdirSync(join(CLIENT_DIR, PRERENDER_DIR), { recursive: true });
writeFileSync(
  join(CLIENT_DIR, PAGE_PRELOADS_FILE),
  JSON.stringify(
    Object.fromEntries(CATALOGUE_PAGE_KINDS.map((kind) => [kind, preloadsOf(pageModuleKeys(kind, "en"))])),
  ),
);
if (!shell.includes(BODY_END)) throw new Error(`dist/client/index.html has no ${BODY_END}`);
let pages = 0;
let bytes = 0;
for (const page of PRERENDER_PAGES) {
  const markup = await renderPage(page.pathname, page.lang);
  // The preloads go into the shell before the page's markup does, so only the shell's own end of body can match;
  // replacer functions, so a `$&` in a page's text is not read as a replacement pattern.
  const html = shell
    .replace(BODY_END, () => `${pagePreloads(page.pathname)}${BODY_END}`)
    .replace(ROOT_MARKUP, () => `<div id="root">${markup}</div>`);
  const file = join(CLIENT_DIR, page.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  pages += 1;
  bytes += html.length;
}
writeFileSync(join(CLIENT_DIR, PRERENDER_CONFIG_FILE), JSON.stringify(config));
console.info(
  `Prerendered ${pages} pages (${LANGUAGE_CODES.length} languages), ${Math.round(bytes / 1024)} KB of HTML.`,
);
