import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { appLoaderScript } from "./src/app-loader.ts";

/** Import aliases shared by the SPA, the Worker and the tests (mirrors tsconfig.base.json "paths"). */
export const alias = {
  "@/": fileURLToPath(new URL("./src/", import.meta.url)),
  "@common/": fileURLToPath(new URL("./common/", import.meta.url)),
};

/**
 * Production builds run the React code on Preact's compatibility layer: about 10 KB instead of react-dom's
 * 57 KB (gzip), which is what keeps a cold page load inside the JavaScript budget (docs/decisions/007).
 * The dev server and the jsdom tests keep React (fast refresh, Testing Library); the browser tests run
 * against the production build, so what ships is what they check.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: fileURLToPath(new URL("./src/lib/react-on-preact.js", import.meta.url)) },
];

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
 * Replaces the module script and modulepreload tags Vite writes into the built `index.html` with an inline
 * loader that adds them once the page is parsed and painted (src/app-loader.ts, docs/decisions/009). The
 * loader takes the entry script's place, before the stylesheet: an inline script after a stylesheet would
 * wait for it.
 */
function appAfterFirstPaint(): Plugin {
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return {
    name: "app-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry?.[1]) throw new Error("app-after-first-paint: the built index.html has no module entry script");
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? "");
        const loader = `<script>${appLoaderScript(entry[1], preloads)}</script>`;
        return html.replace(PRELOAD, "").replace(entry[0], loader);
      },
    },
  };
}

const pathAliases = Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

export default defineConfig(({ command }) => ({
  resolve: { alias: command === "build" ? [...pathAliases, ...preactAliases] : alias },
  plugins: [react(), tailwindcss(), cloudflare(), chunkModules(), appAfterFirstPaint()],
  build: {
    // dist/client/.vite/manifest.json: entry, route chunks and their imports, for the budget check.
    manifest: true,
    // Hashed chunks per route; the budget check in the build test keeps the entry small.
    assetsInlineLimit: 0,
  },
}));
