import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { unstable_readConfig } from "wrangler";
import { type PublicConfig, readPublicConfig } from "../common/config.ts";
import { alias } from "../vite.config.ts";

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

// 1. A Node build of the render entry: the same components and libraries as the browser's, no CSS.
rmSync(SSR_DIR, { recursive: true, force: true });
await build({
  configFile: false,
  mode: "production",
  logLevel: "warn",
  // React DOM's server renderer, bundled with the same components and libraries the browser hydrates.
  resolve: { alias: Object.entries(alias).map(([find, replacement]) => ({ find, replacement })) },
  ssr: { noExternal: true },
  plugins: [react()],
  build: { ssr: "src/prerender/render-page.tsx", outDir: SSR_DIR, emptyOutDir: true, minify: false },
});
const entry = readdirSync(SSR_DIR).find((name) => /^render-page\.m?js$/.test(name));
if (!entry) throw new Error(`The prerender build wrote no render-page.js into ${SSR_DIR}`);
const { initPrerender, renderPage, PRERENDER_PAGES, LANGUAGE_CODES, NAMESPACES, PRERENDER_CONFIG_FILE, PRERENDER_DIR } =
  (await import(pathToFileURL(join(SSR_DIR, entry)).href)) as PrerenderModule;

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
let pages = 0;
let bytes = 0;
for (const page of PRERENDER_PAGES) {
  const markup = await renderPage(page.pathname, page.lang);
  const html = shell.replace(ROOT_MARKUP, `<div id="root">${markup}</div>`);
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
