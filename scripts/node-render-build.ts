import { readdirSync, rmSync } from "node:fs";
import { basename, extname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { alias } from "../vite.config.ts";

/**
 * Builds a render entry of the app (`src/prerender/render-page.tsx`, `src/server/render-app.tsx`) for Node into
 * `outDir`: React DOM's server renderer bundled with the same components and libraries the browser hydrates, no
 * CSS. Answers the built module's path. The prerender step and the catalogue benchmark both render with it.
 */
export async function buildForNode(entry: string, outDir: string, { minify = false } = {}): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    mode: "production",
    logLevel: "warn",
    resolve: { alias: Object.entries(alias).map(([find, replacement]) => ({ find, replacement })) },
    ssr: { noExternal: true },
    plugins: [react()],
    build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false, minify },
  });
  const name = basename(entry, extname(entry));
  const built = readdirSync(outDir).find((file) => file === `${name}.js` || file === `${name}.mjs`);
  if (!built) throw new Error(`The Node build of ${entry} wrote no ${name}.js into ${outDir}`);
  return join(outDir, built);
}
