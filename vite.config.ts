import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Import aliases shared by the SPA, the Worker and the tests (mirrors tsconfig.base.json "paths"). */
export const alias = {
  "@/": fileURLToPath(new URL("./src/", import.meta.url)),
  "@common/": fileURLToPath(new URL("./common/", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  plugins: [react(), tailwindcss(), cloudflare()],
  build: {
    // Hashed chunks per route; the budget check in the build test keeps the entry small.
    assetsInlineLimit: 0,
  },
});
