import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

const pathAliases = Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [react(), tailwindcss(), cloudflare(), chunkModules()],
  build: {
    // dist/client/.vite/manifest.json: entry, route chunks and their imports, for the budget check.
    manifest: true,
    // Hashed chunks per route; the budget check in the build test keeps the entry small.
    assetsInlineLimit: 0,
  },
});
