import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { FAVICON_SIZE } from "./common/brand.ts";

/** Import aliases shared by the SPA, the Worker and the tests (mirrors tsconfig.base.json "paths"). */
export const alias = {
  "@/": fileURLToPath(new URL("./src/", import.meta.url)),
  "@common/": fileURLToPath(new URL("./common/", import.meta.url)),
};

/**
 * Writes `.vite/chunk-modules.json` beside the client manifest: which source modules each chunk holds, so the
 * JavaScript budget check (scripts/check-js-budget.ts) can tell what a page's chunks pull in.
 */
function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") modules[chunk.fileName] = Object.keys(chunk.modules);
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(modules) });
    },
  };
}

/**
 * The entry loads the app in steps (src/main.tsx) with dynamic imports; Vite preloads a dynamic import's chunks
 * only when the import runs, after the page's HTML and stylesheet. This adds `modulepreload` links for all of
 * them to the HTML, so the browser downloads them while it parses the page and only their evaluation waits.
 */
function preloadStartUp(): Plugin {
  return {
    name: "preload-start-up",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const found = bundle[fileName];
          if (found?.type !== "chunk" || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of found.imports) visit(imported);
        };
        for (const fileName of chunk.dynamicImports) visit(fileName);
        return [...files]
          .filter((fileName) => !chunk.imports.includes(fileName))
          .map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "body" as const,
          }));
      },
    },
  };
}

/**
 * The brand mark as the favicon's PNG. The canvas library and the mark's loader are loaded only when a favicon is
 * drawn, not whenever this config is (the tests read it too).
 */
async function drawFavicon(): Promise<Buffer> {
  const [{ createCanvas }, { loadBrandMark }] = await Promise.all([
    import("@napi-rs/canvas"),
    import("./scripts/og-image/brand-mark.ts"),
  ]);
  const canvas = createCanvas(FAVICON_SIZE, FAVICON_SIZE);
  canvas.getContext("2d").drawImage(await loadBrandMark(FAVICON_SIZE), 0, 0);
  return canvas.encode("png");
}

/**
 * The favicon, a PNG drawn from the brand mark at build time and linked from every page's head. Chromium decodes a
 * page's favicon in the page's own renderer, and an SVG one is built as an SVG document of its own on the main
 * thread while the page starts; a small PNG decodes in a fraction of a millisecond
 * (docs/decisions/033-favicon-drawn-at-build-time.md). The build emits it under a hashed name, cached for good like
 * the scripts; the dev server draws it on request.
 */
function favicon(): Plugin {
  const DEV_PATH = "/favicon.png";
  const link = (href: string) => ({
    tag: "link",
    attrs: { rel: "icon", type: "image/png", sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}`, href },
    injectTo: "head" as const,
  });
  // Drawn once per dev server, not on every request.
  let devPng: Promise<Buffer> | undefined;
  return {
    name: "favicon",
    applyToEnvironment: (environment) => environment.name === "client",
    async buildStart() {
      if (this.environment.mode !== "build") return;
      this.emitFile({ type: "asset", name: "favicon.png", source: await drawFavicon() });
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res, next) => {
        devPng ??= drawFavicon();
        devPng.then(
          (png) => {
            res.setHeader("Content-Type", "image/png");
            res.end(png);
          },
          (error: unknown) => {
            // Not kept: the next request draws it again.
            devPng = undefined;
            next(error);
          },
        );
      });
    },
    transformIndexHtml(_html, { bundle }) {
      if (!bundle) return [link(DEV_PATH)];
      const emitted = Object.values(bundle).find((file) => file.type === "asset" && file.names.includes("favicon.png"));
      if (!emitted) throw new Error("The favicon was not emitted");
      return [link(`/${emitted.fileName}`)];
    },
  };
}

/** Libraries on every public page's cold path (the chart library and the toast primitives, loaded later, stay in chunks of their own). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|i18next[^/]*|react-i18next|@tanstack|use-sync-external-store)\//;

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has all its functions
 * compiled eagerly, on a background thread while the file downloads, instead of one by one on the main thread the
 * first time each runs. The framework chunk's functions nearly all run while a page starts (React DOM's client and
 * hydration, the router, i18next), and compiling them on first call was a large part of its start-up steps on a
 * slow phone (docs/decisions/027-framework-compiled-while-it-downloads.md). Other engines read it as a comment.
 */
export const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";
/** The chunk of libraries every public page runs (the `framework` group below). */
export const FRAMEWORK_CHUNK = "framework";

/**
 * What the entry runs before any library (src/main.tsx), and Vite's helper that preloads a dynamic import's chunks.
 * A chunk of their own: in the shared chunk, which imports
 * the framework chunk, they would pull the libraries into the entry's first task, which is what loading in steps
 * avoids. scripts/check-js-budget.ts fails the build if the entry's static imports reach the framework chunk.
 */
const START_UP_FIRST =
  /(\/src\/lib\/(yield-to-main|suppress-console-noise|analytics\/(report-outbound-clicks|send-report))\.ts|vite\/preload-helper(\.js)?)$/;

/**
 * Modules only the admin screen uses; no public page's chunk may hold them (scripts/check-js-budget.ts). The zod
 * contracts in common/ are among them: the public pages use only their types and the plain constants beside them
 * (`*-fields.ts`, error-codes.ts), and without this rule the admin's several chunks that share a contract would put
 * it, and zod with it, in the chunk every public page loads.
 */
const ADMIN_ONLY =
  /\/(src\/features\/(analytics-dashboard|admin-auth|admin-passkeys|admin-catalogue)|src\/lib\/admin|src\/app\/routes\/admin|common\/api\/(contributions|ratings|errors|subscriptions|newsletter)|common\/catalogue\/(contract|admin-api|tool-facts)|node_modules\/(recharts|zod|d3-[^/]+|victory-vendor))[/.]/;

/** Modules only the catalogue's pages (home, directory, categories, tool pages) use. */
const CATALOGUE_PAGES_ONLY =
  /\/(src\/features\/(catalogue|ratings|home)\/|src\/components\/ui\/(tool-logo|category-icon|rating-summary)\.tsx|common\/(ratings\/|catalogue\/(pages|page-data|category-filters|directory-query|tag-order)\.ts)|node_modules\/lucide-react\/dist\/esm\/icons\/(bot|video|image|mic|pen-line|search|code|palette|notebook-pen|workflow|kanban|headset|share-2)\.mjs)/;

const pathAliases = Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

export default defineConfig({
  resolve: { alias: pathAliases },
  // favicon() before cloudflare(): on the dev server the Cloudflare plugin hands every path the Worker runs first for
  // to the Worker, and the favicon's own middleware must answer /favicon.png before that.
  plugins: [react(), tailwindcss(), favicon(), cloudflare(), chunkModules(), preloadStartUp()],
  build: {
    // dist/client/.vite/manifest.json: entry, route chunks and their imports, for the budget check.
    manifest: true,
    // Hashed chunks per route; the budget check in the build test keeps the entry small.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // After minification, so the hint stays the file's first line.
        postBanner: (chunk) => (chunk.name === FRAMEWORK_CHUNK ? `${COMPILE_ALL_ON_LOAD}\n` : ""),
        // The libraries every public page runs, in one chunk instead of pieces spread over a dozen shared chunks:
        // fewer requests on a slow connection, and one compression window for code that is always loaded together.
        codeSplitting: {
          groups: [
            { name: "start-up", test: START_UP_FIRST, priority: 3 },
            { name: FRAMEWORK_CHUNK, test: FRAMEWORK, priority: 2 },
            // The small modules several public routes share (layout, i18n helpers, API client, icons): one chunk
            // instead of some fifteen of a few hundred bytes each. On a phone's slow connection each request
            // costs a round trip, and over HTTP/1.1 they queue ahead of the stylesheet the first paint waits for.
            // The admin screen and its libraries stay out: a public page must never download them.
            // What only the catalogue's pages use (tool cards, ratings, pages of results, category icons) stays out,
            // in a chunk of its own that only those pages load, so a guide or a legal page does not download it.
            {
              name: "shared",
              test: (id) => !ADMIN_ONLY.test(id) && !CATALOGUE_PAGES_ONLY.test(id),
              minShareCount: 2,
              priority: 1,
            },
            { name: "catalogue-pages", test: CATALOGUE_PAGES_ONLY, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
});
