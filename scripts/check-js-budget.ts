import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isCataloguePageKind } from "../common/catalogue/page-data.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../common/i18n/languages.ts";
import { PAGE_PRELOADS_FILE, prerenderedFile } from "../common/prerendered-pages.ts";
import { matchRoute, ROUTES } from "../common/routes.ts";
import { PUBLIC_PATHS } from "../common/site-pages.ts";
import { COMPILE_ALL_ON_LOAD, FRAMEWORK_CHUNK } from "../vite.config.ts";
import { JS_BUDGET_GZIP_BYTES } from "./js-budget.ts";
import {
  chunkClosure,
  entryKey,
  modulePreloadLink,
  pageModuleKeys,
  pagePreloadLink,
  readManifest,
  startUpKeys,
} from "./page-chunks.ts";

/**
 * Build check: the start-up JavaScript of a public page (the entry, the start-up modules it imports, their static
 * imports, the page's route chunk and, for the blog, the language's posts) stays within the budget, and none of it
 * contains the admin screens, the chart library or zod. It counts the start-up chunks only: a
 * cold load also fetches chunks loaded after start, which the browser test test/e2e/js-budget.spec.ts counts, and
 * that test is the budget of record. Reads the Vite manifest and the chunk → modules list written by the build;
 * exits 1 on a breach.
 */

const CLIENT = "dist/client";
const manifest = readManifest(CLIENT);
const modules = JSON.parse(readFileSync(join(CLIENT, ".vite/chunk-modules.json"), "utf8")) as Record<string, string[]>;

const FORBIDDEN: [RegExp, string][] = [
  [/\/node_modules\/recharts\//, "the chart library"],
  [/\/src\/features\/analytics-dashboard\//, "the admin dashboard"],
  [/\/src\/app\/routes\/admin\.tsx/, "the admin screen"],
  [/\/src\/(features\/admin-(auth|passkeys)|lib\/admin)\//, "the admin sign-in and passkeys"],
  [/\/node_modules\/@simplewebauthn\//, "the passkey library"],
  [/\/node_modules\/zod\//, "zod"],
  // A vote's proof-of-work solver is loaded when a visitor first votes (src/features/ratings/vote-on-tool.ts).
  [/\/node_modules\/altcha-lib\//, "the vote solver"],
];

/** Each public route of the table, by its pattern with "…" for a parameter: its modules, in the budget's language. */
const PAGES: Record<string, { keys: string[]; showsPosts: boolean }> = Object.fromEntries(
  ROUTES.filter((route) => route.public).map((route) => [
    route.pattern.replace(/:[A-Za-z]+/, "…"),
    { keys: pageModuleKeys(route.kind, DEFAULT_LANGUAGE), showsPosts: Boolean(route.showsPosts) },
  ]),
);

const closure = (keys: string[]) => chunkClosure(manifest, keys);
const entry = entryKey(manifest);
// The entry loads the app in steps (src/main.tsx): everything it imports dynamically runs on every cold load.
const startUp = startUpKeys(manifest);

const gzipSize = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipSize.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT, file))).length;
    gzipSize.set(file, size);
  }
  return size;
};

let failed = false;
console.info(
  `JavaScript per public page, start-up chunks only (gzip; budget ${JS_BUDGET_GZIP_BYTES / 1024} KB; the browser test ` +
    "test/e2e/js-budget.spec.ts counts every script a cold load fetches and is the budget of record):",
);
for (const [page, { keys, showsPosts }] of Object.entries(PAGES)) {
  const files = closure([entry, ...startUp, ...keys]);
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const problems: string[] = [];
  if (total > JS_BUDGET_GZIP_BYTES)
    problems.push(`over budget by ${((total - JS_BUDGET_GZIP_BYTES) / 1024).toFixed(1)} KB`);
  for (const file of files) {
    for (const id of modules[file] ?? []) {
      for (const [pattern, what] of FORBIDDEN) if (pattern.test(id)) problems.push(`${file} contains ${what} (${id})`);
    }
    if (!showsPosts) {
      for (const id of modules[file] ?? []) {
        if (/\/common\/content\/blog\/[a-z]{2}\.ts$/.test(id)) problems.push(`${file} contains blog posts (${id})`);
      }
    }
  }
  console.info(`  ${page.padEnd(12)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${files.size} files`);
  for (const problem of new Set(problems)) console.error(`    ✗ ${problem}`);
  if (problems.length) failed = true;
}
// Loading in steps (src/main.tsx, decision 024). The entry's static imports must reach no library, or the libraries
// are evaluated in the entry's first task again; and the page's HTML must preload every chunk of the start-up, or
// each step waits for a download of its own.
for (const file of closure([entry])) {
  for (const id of modules[file] ?? []) {
    if (id.includes("/node_modules/")) {
      console.error(`  ✗ the entry's static imports reach a library: ${file} contains ${id}`);
      failed = true;
    }
  }
}
const html = readFileSync(join(CLIENT, "index.html"), "utf8");
for (const file of closure(startUp)) {
  if (!html.includes(modulePreloadLink(file))) {
    console.error(`  ✗ index.html does not preload the start-up chunk ${file}`);
    failed = true;
  }
}
// Each page preloads its own screen's chunks, or its start-up waits a round trip: a prerendered page in its HTML
// (scripts/prerender.ts), a page the Worker renders from the build's list per route kind (PAGE_PRELOADS_FILE).
let pagesMissingPreloads = 0;
const workerPreloads = JSON.parse(readFileSync(join(CLIENT, PAGE_PRELOADS_FILE), "utf8")) as Record<string, string>;
for (const lang of LANGUAGE_CODES) {
  for (const path of PUBLIC_PATHS) {
    const kind = matchRoute(path).kind;
    const page = isCataloguePageKind(kind)
      ? `${html}${workerPreloads[kind] ?? ""}`
      : readFileSync(join(CLIENT, prerenderedFile(lang, path)), "utf8");
    const missing = [...closure(pageModuleKeys(kind, lang))].filter(
      (file) =>
        !page.includes(modulePreloadLink(file)) &&
        !page.includes(pagePreloadLink(file)) &&
        !page.includes(`src="/${file}"`),
    );
    if (missing.length && pagesMissingPreloads++ < 5) {
      console.error(`  ✗ ${lang} ${path} does not preload ${missing.join(", ")}`);
    }
  }
}
if (pagesMissingPreloads) failed = true;
// The framework chunk is compiled while it downloads (decision 027): the hint works only as the file's first line.
const framework = Object.values(manifest).filter((c) => c.name === FRAMEWORK_CHUNK);
if (framework.length !== 1) {
  console.error(`  ✗ expected one ${FRAMEWORK_CHUNK} chunk in the build, found ${framework.length}`);
  failed = true;
}
for (const { file } of framework) {
  if (!readFileSync(join(CLIENT, file), "utf8").startsWith(`${COMPILE_ALL_ON_LOAD}\n`)) {
    console.error(`  ✗ ${file} does not start with V8's compile hint ${COMPILE_ALL_ON_LOAD}`);
    failed = true;
  }
}
if (failed) {
  console.error("JavaScript budget check failed.");
  process.exit(1);
}
console.info("JavaScript budget check passed.");
