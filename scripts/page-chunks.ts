import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../common/i18n/languages.ts";
import { parseLocalizedPath } from "../common/i18n/localized-path.ts";
import { matchRoute, type RouteKind, routeOf } from "../common/routes.ts";

/**
 * Which built chunks a page runs on a cold load, read from Vite's manifest: the one place the build's scripts
 * (the prerenderer's preloads, the JavaScript budget check) learn it.
 */

/** An entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** The source module of a screen: the SPA names each route module after the route table's kind (src/app/router.tsx). */
const routeModuleKey = (kind: RouteKind) => `src/app/routes/${kind}.tsx`;
/** The source module of one language's blog posts (src/features/blog/load-posts.ts). */
const postsModuleKey = (lang: LanguageCode) => `common/content/blog/${lang}.ts`;

/** The modules a page of this screen loads before its first render: its route module and, if it shows posts, the posts. */
export function pageModuleKeys(kind: RouteKind, lang: LanguageCode): string[] {
  return routeOf(kind).showsPosts ? [routeModuleKey(kind), postsModuleKey(lang)] : [routeModuleKey(kind)];
}

/** The same, for a page's URL (with or without a language prefix). */
export function pageModuleKeysOf(pathname: string): string[] {
  const { lang, path } = parseLocalizedPath(pathname);
  return pageModuleKeys(matchRoute(path).kind, lang);
}

function manifestChunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest`);
  return found;
}

/** The chunks of these modules and everything they import statically (what the browser fetches before running them). */
export function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifestChunk(manifest, key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The entry's manifest key. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error("The build manifest has no entry");
  return key;
}

/** The modules the entry loads in steps (src/main.tsx): everything it imports dynamically runs on every cold load. */
export function startUpKeys(manifest: Manifest): string[] {
  return manifestChunk(manifest, entryKey(manifest)).dynamicImports ?? [];
}

/** A `modulepreload` link as Vite writes them into index.html. */
export const modulePreloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A page's own preload (scripts/prerender.ts), at low priority: its screen's chunk is needed only after the
 * libraries have run, so it must not take bandwidth from them (docs/decisions/028-page-chunks-preloaded.md).
 */
export const pagePreloadLink = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;
