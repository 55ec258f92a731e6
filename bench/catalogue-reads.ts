import "../scripts/catalogue/worker-modules.ts";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import type { RenderApp } from "../common/app-renderer.ts";
import type { CataloguePageData, CataloguePageKind } from "../common/catalogue/page-data.ts";
import type { PublicConfig } from "../common/config.ts";
import type { LanguageCode } from "../common/i18n/languages.ts";

/**
 * Part of `npm run bench:catalogue` (bench/catalogue.ts starts it, once per local state, while no `wrangler dev`
 * has that state open): for each page URL, what a cache miss of the Worker reads from D1 and what its render costs.
 *
 * - Rows read: the Worker's own page read (worker/edge/catalogue-page-data.ts, the one render-page.ts calls) over
 *   the local D1 of `--persist-to` through wrangler's binding for Node, with the binding wrapped so every
 *   statement's `meta.rows_read` (D1's billing figure) is added up, the counts (matching and total) apart from the
 *   statements that fetch the page's tools. A statement whose answer carries no meta
 *   (drizzle's raw()/first()) is counted apart, so a read this cannot see shows in the output.
 * - Render: the app's server renderer (src/server/render-app.tsx, built for Node by the caller as the prerender
 *   builds its entry) on that page data, plus the JSON of its query cache the Worker inlines: the median of
 *   `--runs` renders' CPU time (process.cpuUsage) and wall time, after warm-up renders.
 *
 * Prints one JSON line per page.
 */
const { values } = parseArgs({
  options: {
    "persist-to": { type: "string" },
    render: { type: "string" },
    runs: { type: "string", default: "30" },
    pages: { type: "string" },
  },
});
const persistTo = values["persist-to"];
const renderModule = values.render;
const runs = Number(values.runs);
const pages = (values.pages ?? "").split(",").filter(Boolean);
if (!persistTo || !renderModule || pages.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error("usage: catalogue-reads.ts --persist-to dir --render module.js --pages /a,/b [--runs 30]");
  process.exit(2);
}
const WARM_UP = 3;
// React and the libraries choose their production build by this when the render module loads (below), as the
// Worker's bundle has them.
process.env.NODE_ENV = "production";

const workerModule = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);
const { database } = (await workerModule("../worker/db/client.ts")) as { database: (d1: unknown) => unknown };
const { readCataloguePageData } = (await workerModule("../worker/edge/catalogue-page-data.ts")) as {
  readCataloguePageData: (
    db: unknown,
    lang: LanguageCode,
    kind: CataloguePageKind,
    param: string | undefined,
    search: URLSearchParams,
  ) => Promise<CataloguePageData | null>;
};
const { parseLocalizedPath } = (await workerModule(
  "../common/i18n/localized-path.ts",
)) as typeof import("../common/i18n/localized-path.ts");
const { matchRoute } = (await workerModule("../common/routes.ts")) as typeof import("../common/routes.ts");
const { isCataloguePageKind } = (await workerModule(
  "../common/catalogue/page-data.ts",
)) as typeof import("../common/catalogue/page-data.ts");
const { readPublicConfig } = (await workerModule("../common/config.ts")) as typeof import("../common/config.ts");
const { renderApp } = (await import(pathToFileURL(resolve(renderModule)).href)) as { renderApp: RenderApp };

interface Tally {
  /** Rows read by the statements that fetch the page's tools. */
  rowsRead: number;
  /** Rows read by the counts (matching and total), which read every published tool they count. */
  countRowsRead: number;
  statements: number;
  unmeasured: number;
}
const tally: Tally = { rowsRead: 0, countRowsRead: 0, statements: 0, unmeasured: 0 };
/** A statement that only counts (as the scale test of the public reads tells them apart). */
const isCount = (sql: string) => /^SELECT\s+\(SELECT count|^SELECT count/i.test(sql.trim());

type Statement = Record<string, (...args: unknown[]) => unknown>;

/** A prepared statement whose answers add their rows read to the tally. */
function countedStatement(statement: Statement, sql: string): Statement {
  return new Proxy(statement, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      if (name === "bind") return (...args: unknown[]) => countedStatement(value.apply(target, args) as Statement, sql);
      if (name === "run" || name === "all") {
        return async (...args: unknown[]) => {
          const result = (await value.apply(target, args)) as { meta?: { rows_read?: number } };
          tally.statements += 1;
          if (isCount(sql)) tally.countRowsRead += result.meta?.rows_read ?? 0;
          else tally.rowsRead += result.meta?.rows_read ?? 0;
          return result;
        };
      }
      if (name === "raw" || name === "first") {
        return (...args: unknown[]) => {
          tally.statements += 1;
          tally.unmeasured += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

const proxy = await getPlatformProxy<{ DB: Record<string, (...args: unknown[]) => unknown> }>({
  configPath: "wrangler.toml",
  envFiles: [],
  persist: { path: join(persistTo, "v3") },
});
const d1 = proxy.env.DB;
const counted = new Proxy(d1, {
  get(target, name) {
    const value = Reflect.get(target, name) as unknown;
    if (name === "prepare" && typeof value === "function") {
      return (query: string) => countedStatement(value.call(target, query) as Statement, query);
    }
    if (name === "batch") throw new Error("a page read is not expected to batch");
    return typeof value === "function" ? value.bind(target) : value;
  },
});

const { vars } = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
const config: PublicConfig & { year: number } = {
  ...readPublicConfig(vars),
  siteUrl: "http://127.0.0.1",
  year: new Date().getUTCFullYear(),
};
const common = new Map<string, Record<string, unknown>>();
const translations = (lang: string) => {
  let tree = common.get(lang);
  if (!tree) {
    tree = JSON.parse(readFileSync(join("public/locales", lang, "common.json"), "utf8")) as Record<string, unknown>;
    common.set(lang, tree);
  }
  return tree;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

try {
  const db = database(counted);
  for (const page of pages) {
    const url = new URL(page, "http://127.0.0.1");
    const { lang, path } = parseLocalizedPath(url.pathname);
    const route = matchRoute(path);
    if (!isCataloguePageKind(route.kind)) throw new Error(`${page} is not a catalogue page`);
    tally.rowsRead = 0;
    tally.countRowsRead = 0;
    tally.statements = 0;
    tally.unmeasured = 0;
    const data = await readCataloguePageData(db, lang, route.kind, route.param, url.searchParams);
    if (!data) throw new Error(`${page}: no page data`);
    const reads = { ...tally };

    const input = {
      url: `${url.pathname}${url.search}`,
      lang,
      resources: { common: translations(lang) },
      config,
      data,
    };
    const cpu: number[] = [];
    const wall: number[] = [];
    let htmlBytes = 0;
    for (let i = 0; i < WARM_UP + runs; i++) {
      const startedCpu = process.cpuUsage();
      const started = performance.now();
      const rendered = await renderApp(input);
      const state = JSON.stringify(rendered.state).replace(/</g, "\\u003c");
      const spent = process.cpuUsage(startedCpu);
      const took = performance.now() - started;
      htmlBytes = Buffer.byteLength(rendered.html) + Buffer.byteLength(state);
      if (i >= WARM_UP) {
        cpu.push((spent.user + spent.system) / 1000);
        wall.push(took);
      }
    }
    process.stdout.write(
      `${JSON.stringify({
        page,
        rowsRead: reads.rowsRead,
        countRowsRead: reads.countRowsRead,
        statements: reads.statements,
        unmeasured: reads.unmeasured,
        renderCpuMs: median(cpu),
        renderWallMs: median(wall),
        renderedBytes: htmlBytes,
      })}\n`,
    );
  }
} finally {
  await proxy.dispose();
}
