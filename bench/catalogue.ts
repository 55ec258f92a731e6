import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { CATALOGUE_PAGE_SIZE } from "../common/catalogue/pages.ts";
import { generatedCatalogueSql } from "../scripts/catalogue-generator.ts";
import { CHROMIUM_ARGS, ensureBrowser } from "../scripts/ensure-browser.ts";
import { buildForNode } from "../scripts/node-render-build.ts";
import { toolEnv } from "../scripts/run.ts";
import { adminCookie, freshDatabase, type RunningWorker, startWorker } from "./lib.ts";
import { LIGHTHOUSE_HEADER, measurePage, printPage, type Report, type Variant } from "./lighthouse.ts";

/**
 * `npm run bench:catalogue` (after `npm run build`): what the catalogue's pages cost at the seed's 47 tools and at
 * BENCH_CATALOGUE_TOOLS (10,000) generated tools in nine languages more, measured in the same run: two `wrangler dev`
 * servers of the built Worker on 127.0.0.1 at the same time, each with a fresh local state of its own (the seed on
 * BENCH_PORT, 8817; the large catalogue on BENCH_PORT_LARGE, 8818), every timed request to one followed by the
 * same request to the other, so a busy moment of the machine weighs on both alike.
 *
 * 1. The large catalogue: scripts/catalogue-generator.ts's SQL into a scratch state, exported as the owner's file
 *    (`catalogue:export`), then imported into the large state with `npm run catalogue:import`, timed.
 * 2. D1 rows read and render time of a cache miss, per page (bench/catalogue-reads.ts, in Node).
 * 3. HTML bytes of each page; response-time medians from the Worker's page cache, on a miss (a unique extra
 *    query parameter each time) and of a typo search, each ÷ /api/health's median on the same server.
 * 4. Seconds from a saved edit (PUT through the admin API) to the text on the tool page and on the directory.
 * 5. Lighthouse on the directory, a category and a tool page at both sizes, each next to its scripts blocked.
 *
 * Bounded: fixed request counts, the edit polled at most EDIT_MAX_SECONDS, every process stopped at the end.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8817);
const PORT_LARGE = Number(process.env.BENCH_PORT_LARGE ?? 8818);
const GENERATED = Number(process.env.BENCH_CATALOGUE_TOOLS ?? 10_000);
const RUNS = Number(process.env.BENCH_CATALOGUE_RUNS ?? 30);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 30);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WARM_UP = 3;
const EDIT_MAX_SECONDS = 120;
/** The far page of the directory; a smaller catalogue shows its last page instead. */
const FAR_PAGE = 50;
/** A tool of the seed (so in both catalogues), and a typo of its name: a search the forgiving matching answers. */
const TOOL = "chatgpt";
const TYPO = "chatgtp";

const STATES = ".wrangler/bench-catalogue";
const TEMPLATE = `${STATES}/template`;
const SEED_STATE = `${STATES}/seed`;
const LARGE_STATE = `${STATES}/large`;
const SCRATCH_STATE = `${STATES}/generated`;
const CATALOGUE_FILE = `${STATES}/catalogue.json`;
const RENDER_DIR = resolve(`${STATES}/render`);
const WORKER_BUNDLE = "dist/ai_tools_guide/index.js";

if (!existsSync(WORKER_BUNDLE)) {
  console.error("Build the site first: npm run build");
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const databaseFile = (state: string) => {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
};
const sqlite = (state: string, sql: string, input?: string) => {
  const run = spawnSync(
    "sqlite3",
    input === undefined ? ["-readonly", databaseFile(state), sql] : [databaseFile(state)],
    {
      input,
      encoding: "utf8",
      maxBuffer: 1 << 30,
    },
  );
  if (run.status !== 0) throw new Error(`sqlite3: ${run.stderr}`);
  return run.stdout.trim();
};
const node = (args: string[]) => {
  const run = spawnSync("node", args, { env: toolEnv, encoding: "utf8", maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`node ${args.join(" ")} failed:\n${run.stderr}`);
  return run;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. The two states: the seed (migration 0011) and the seed plus the generated tools, imported as the owner would.

console.info(`Load average at the start: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
/**
 * BENCH_CATALOGUE_REUSE=1 keeps the large state and file of the previous run (for working on the later steps):
 * the import is then not measured again.
 */
const reuse = process.env.BENCH_CATALOGUE_REUSE === "1" && existsSync(LARGE_STATE) && existsSync(CATALOGUE_FILE);
if (!reuse) freshDatabase(TEMPLATE);
for (const state of reuse ? [SEED_STATE] : [SEED_STATE, LARGE_STATE, SCRATCH_STATE]) {
  rmSync(state, { recursive: true, force: true });
  cpSync(TEMPLATE, state, { recursive: true });
}
if (!reuse) {
  sqlite(SCRATCH_STATE, "", `BEGIN;\n${generatedCatalogueSql(GENERATED).join("\n")}\nCOMMIT;\n`);
  node(["scripts/catalogue/catalogue.ts", "export", "--persist-to", SCRATCH_STATE, CATALOGUE_FILE]);
}
const fileBytes = statSync(CATALOGUE_FILE).size;
const parsedFile = JSON.parse(readFileSync(CATALOGUE_FILE, "utf8")) as { tools: unknown[] };
const compactBytes = Buffer.byteLength(JSON.stringify(parsedFile));
/**
 * The import, timed. An attempt whose local runtime went away (seen once on this busy machine, in the batch that
 * applies the staged rows) is told and tried once more on a fresh copy: an import is all or nothing.
 */
let imported: ReturnType<typeof spawnSync> | null = null;
let importSeconds = 0;
for (let attempt = 1; !reuse && !imported && attempt <= 2; attempt++) {
  rmSync(LARGE_STATE, { recursive: true, force: true });
  cpSync(TEMPLATE, LARGE_STATE, { recursive: true });
  const started = performance.now();
  const run = spawnSync(
    "node",
    ["scripts/catalogue/catalogue.ts", "import", "--persist-to", LARGE_STATE, CATALOGUE_FILE],
    { env: toolEnv, encoding: "utf8", maxBuffer: 1 << 28 },
  );
  importSeconds = (performance.now() - started) / 1000;
  if (run.status === 0) imported = run;
  else {
    const reason = run.stderr.split("\n").find((line) => /Error|failed/.test(line)) ?? `exit ${run.status}`;
    console.info(`  (import attempt ${attempt} failed after ${importSeconds.toFixed(0)} s: ${reason.trim()})`);
  }
}
if (!reuse && !imported) throw new Error("the import failed twice");
rmSync(SCRATCH_STATE, { recursive: true, force: true });

const published = (state: string) =>
  Number(sqlite(state, "SELECT count(*) FROM catalogue_tools WHERE status = 'published'"));
// The category with the most published tools in the large catalogue, measured at both sizes.
const category = sqlite(
  LARGE_STATE,
  "SELECT category FROM catalogue_tools WHERE status = 'published' GROUP BY category ORDER BY count(*) DESC, category LIMIT 1",
);
const lastPage = (state: string) => Math.max(1, Math.ceil(published(state) / CATALOGUE_PAGE_SIZE));

interface Size {
  label: string;
  state: string;
  port: number;
  pages: { name: string; path: string }[];
  worker?: RunningWorker;
}
const sizeOf = (label: string, state: string, port: number): Size => {
  const far = Math.min(FAR_PAGE, lastPage(state));
  return {
    label,
    state,
    port,
    pages: [
      { name: "/tools", path: "/tools" },
      { name: `/tools?page=${FAR_PAGE}`, path: `/tools?page=${far}` },
      { name: "category, all", path: `/category/${category}?filter=all` },
      { name: "tool page", path: `/tools/${TOOL}` },
    ],
  };
};
const sizes = [
  sizeOf(`${published(SEED_STATE)} tools`, SEED_STATE, PORT),
  sizeOf(`${published(LARGE_STATE)} tools`, LARGE_STATE, PORT_LARGE),
];

console.info(
  `\nImport of ${parsedFile.tools.length.toLocaleString("en")} tools (${GENERATED.toLocaleString("en")} generated, nine languages, into the seed): ` +
    (imported
      ? `${importSeconds.toFixed(1)} s through npm run catalogue:import (${String(imported.stderr).trim()})`
      : "not measured (BENCH_CATALOGUE_REUSE)"),
);
console.info(`  The file: ${mb(fileBytes)} as exported, ${mb(compactBytes)} as compact JSON.`);
for (const size of sizes) {
  console.info(`  ${size.label} published; pages measured: ${size.pages.map((p) => p.path).join(", ")}`);
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Rows read and render time of a cache miss, in Node, before any wrangler dev opens the states.

const renderEntry = await buildForNode("src/server/render-app.tsx", RENDER_DIR, { minify: true });

interface PageReads {
  page: string;
  rowsRead: number;
  countRowsRead: number;
  statements: number;
  unmeasured: number;
  renderCpuMs: number;
  renderWallMs: number;
  renderedBytes: number;
}
const searchPage = `/tools?q=${TYPO}`;
const reads = new Map<string, PageReads>();
for (const size of sizes) {
  const { stdout } = node([
    "bench/catalogue-reads.ts",
    "--persist-to",
    size.state,
    "--render",
    renderEntry,
    "--runs",
    String(RENDER_RUNS),
    "--pages",
    [...size.pages.map((p) => p.path), searchPage].join(","),
  ]);
  for (const line of stdout.trim().split("\n")) {
    const row = JSON.parse(line) as PageReads;
    reads.set(`${size.label} ${row.page}`, row);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Both servers; bytes and times.

const NAVIGATE = { accept: "text/html", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
let unique = 0;
/** A URL the page cache has not seen: the same page with an extra parameter the page ignores. */
const miss = (path: string) => `${path}${path.includes("?") ? "&" : "?"}bench=${Date.now()}-${unique++}`;

async function timed(origin: string, path: () => string, headers: Record<string, string>): Promise<number> {
  const url = `${origin}${path()}`;
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** Median of RUNS sequential requests after WARM_UP, on each server in turn (request by request). */
async function compare(path: () => string, headers: Record<string, string> = NAVIGATE): Promise<number[]> {
  const times: number[][] = sizes.map(() => []);
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    for (const [n, size] of sizes.entries()) {
      const ms = await timed(size.worker?.origin ?? "", path, headers);
      if (i >= WARM_UP) times[n]?.push(ms);
    }
  }
  return times.map(median);
}

// Typed by a cast: the browser starts in a function the try block calls, which narrowing does not follow.
let chrome = null as chromeLauncher.LaunchedChrome | null;
try {
  // Started one after the other (two starts at once on a busy machine can outlast the start-up wait).
  for (const size of sizes) size.worker = await startWorker(size.state, size.port);

  // The dashboard's import of the same file (compact, as the dashboard sends it), on the seed's server. Its body
  // limit refuses a declared length over it before reading (and closes the connection), so the request declares the
  // file's length, sends its first part and waits for the answer.
  const seedOrigin = sizes[0]?.worker?.origin ?? "";
  const dashboard = await new Promise<string>((done) => {
    const body = Buffer.from(JSON.stringify(parsedFile));
    const req = request(`${seedOrigin}/api/admin/catalogue/import`, { method: "POST" }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => done(`${res.statusCode} ${text.slice(0, 160)}`));
    });
    req.on("error", (error) => done(`no answer (${error.message})`));
    req.setHeader("Content-Type", "application/json");
    req.setHeader("Content-Length", body.length);
    req.setHeader("Origin", seedOrigin);
    void adminCookie(seedOrigin).then((cookie) => {
      req.setHeader("Cookie", cookie);
      req.write(body.subarray(0, 1 << 20));
    });
  });
  console.info(`  The dashboard's import (POST /api/admin/catalogue/import) of it answers ${dashboard}`);

  console.info(`\nHTML bytes (as the Worker sends them, uncompressed; and gzip-compressed by this script):`);
  console.info(`${"page".padEnd(26)} ${sizes.map((s) => s.label.padStart(22)).join(" ")}   ratio`);
  for (const [n, page] of (sizes[0]?.pages ?? []).entries()) {
    const bytes: number[] = [];
    const labels: string[] = [];
    for (const size of sizes) {
      const path = size.pages[n]?.path ?? "";
      const body = Buffer.from(
        await (await fetch(`${size.worker?.origin}${path}`, { headers: NAVIGATE })).arrayBuffer(),
      );
      bytes.push(body.length);
      labels.push(`${kb(body.length)} (${kb(gzipSync(body).length)})`);
    }
    console.info(
      `${page.name.padEnd(26)} ${labels.map((l) => l.padStart(22)).join(" ")}   ${((bytes[1] ?? 0) / (bytes[0] ?? 1)).toFixed(2)}`,
    );
  }
  for (const size of sizes) {
    const far = size.pages[1]?.path;
    if (far !== `/tools?page=${FAR_PAGE}`)
      console.info(`  (${size.label}: page ${FAR_PAGE} does not exist; ${far} is the last page)`);
  }

  console.info(
    `\nResponse times, median of ${RUNS} sequential requests after ${WARM_UP} (each request to one server then to the other), ÷ /api/health on the same server:`,
  );
  const health: number[][] = sizes.map(() => []);
  const rows: { name: string; ms: number[] }[] = [];
  const healthRound = async () => {
    const ms = await compare(() => "/api/health", {});
    for (const [n, m] of ms.entries()) health[n]?.push(m);
  };
  await healthRound();
  for (const [n, page] of (sizes[0]?.pages ?? []).entries()) {
    // The page's own path on each server: the ?page= of the seed's last page differs.
    const perSize = async (make: (path: string) => string) => {
      const times: number[][] = sizes.map(() => []);
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        for (const [s, size] of sizes.entries()) {
          const ms = await timed(size.worker?.origin ?? "", () => make(size.pages[n]?.path ?? ""), NAVIGATE);
          if (i >= WARM_UP) times[s]?.push(ms);
        }
      }
      return times.map(median);
    };
    rows.push({ name: `${page.name}, from cache`, ms: await perSize((path) => path) });
    rows.push({ name: `${page.name}, miss`, ms: await perSize(miss) });
  }
  // What a page from the cache is made of: the same view not recorded as a visit (a prefetch is not one), so the
  // difference is the visit's recording after the answer.
  rows.push({
    name: "/tools, from cache, not a visit",
    ms: await compare(() => "/tools", { ...NAVIGATE, "sec-purpose": "prefetch" }),
  });
  await healthRound();
  rows.push({ name: `/tools?q=${TYPO}, miss`, ms: await compare(() => miss(searchPage)) });
  rows.push({
    name: `/api/catalogue/tools?q=${TYPO}`,
    // The API refuses a parameter it does not know, and the Worker keeps no answer of its own (its Cache-Control is
    // for the edge, which wrangler dev does not have): the same URL is a miss every time.
    ms: await compare(() => `/api/catalogue/tools?lang=en&q=${TYPO}`, {}),
  });
  await healthRound();
  const healthMs = health.map(median);
  console.info(`${"".padEnd(40)} ${sizes.map((s) => `${s.label} ms   ×health`.padStart(26)).join(" ")}`);
  console.info(
    `${"/api/health (median of 3 rounds)".padEnd(40)} ${healthMs.map((h) => `${h.toFixed(1).padStart(9)}      1.00`.padStart(26)).join(" ")}`,
  );
  for (const row of rows) {
    console.info(
      `${row.name.padEnd(40)} ${row.ms.map((ms, n) => `${ms.toFixed(1).padStart(9)} ${(ms / (healthMs[n] ?? 1)).toFixed(2).padStart(9)}`.padStart(26)).join(" ")}`,
    );
  }

  console.info(
    `\nA cache miss in D1 rows read (meta.rows_read of the page's reads) and render time (in Node, median of ${RENDER_RUNS}):`,
  );
  console.info(
    `${"page".padEnd(26)} ${sizes.map((s) => `${s.label}: rows + count rows (statements)  render CPU  wall  HTML+state`.padStart(60)).join(" ")}`,
  );
  for (const [n, page] of [...(sizes[0]?.pages ?? []), { name: searchPage, path: searchPage }].entries()) {
    const cells = sizes.map((size) => {
      const path = size.pages[n]?.path ?? searchPage;
      const r = reads.get(`${size.label} ${path}`);
      if (!r) return "?".padStart(60);
      const unmeasured = r.unmeasured ? ` +${r.unmeasured} unmeasured` : "";
      return `${r.rowsRead} + ${r.countRowsRead} (${r.statements})${unmeasured}  ${r.renderCpuMs.toFixed(1)} ms  ${r.renderWallMs.toFixed(1)} ms  ${kb(r.renderedBytes)}`.padStart(
        60,
      );
    });
    console.info(`${page.name.padEnd(26)} ${cells.join(" ")}`);
  }

  // -------------------------------------------------------------------------------------------------------------
  // 4. An edit: the tool's English description through the admin API, both servers at once.
  console.info(
    `\nFrom a saved edit to the changed text (CATALOGUE_CACHE_SECONDS as in wrangler.toml), polled every 1 s:`,
  );
  const marker = `Bench edit ${Date.now()}`;
  const edits = await Promise.all(
    sizes.map(async (size) => {
      const origin = size.worker?.origin ?? "";
      // Pages first loaded now, so they stay in the page cache for the whole cache time from here.
      const watched = [miss(`/tools/${TOOL}`), miss("/tools")];
      for (const path of watched) {
        const html = await (await fetch(`${origin}${path}`, { headers: NAVIGATE })).text();
        if (html.includes(marker)) throw new Error(`${path} shows the edit before it is made`);
      }
      const cookie = await adminCookie(origin);
      const headers = { "Content-Type": "application/json", Origin: origin, Cookie: cookie };
      const loaded = (await (await fetch(`${origin}/api/admin/catalogue/tools/${TOOL}`, { headers })).json()) as {
        tool: { texts: { en: { description: string } } };
        updatedAt: string;
      };
      loaded.tool.texts.en.description = marker;
      const saved = await fetch(`${origin}/api/admin/catalogue/tools/${TOOL}`, {
        method: "PUT",
        headers,
        body: JSON.stringify(loaded),
      });
      if (!saved.ok) throw new Error(`the edit answered ${saved.status}: ${await saved.text()}`);
      const savedAt = performance.now();
      const seen: (number | null)[] = watched.map(() => null);
      while (seen.includes(null) && performance.now() - savedAt < EDIT_MAX_SECONDS * 1000) {
        await sleep(1000);
        for (const [n, path] of watched.entries()) {
          if (seen[n] !== null) continue;
          const html = await (await fetch(`${origin}${path}`, { headers: NAVIGATE })).text();
          if (html.includes(marker)) seen[n] = (performance.now() - savedAt) / 1000;
        }
      }
      return seen;
    }),
  );
  for (const [n, size] of sizes.entries()) {
    const [tool, directory] = (edits[n] ?? []).map((s) =>
      s === null ? `not within ${EDIT_MAX_SECONDS} s` : `${s.toFixed(0)} s`,
    );
    console.info(`  ${size.label}: tool page ${tool}, directory ${directory}`);
  }

  // -------------------------------------------------------------------------------------------------------------
  // 5. Lighthouse (BENCH_LIGHTHOUSE_RUNS=0 leaves it out).
  if (LIGHTHOUSE_RUNS > 0) await lighthouseRows();
  console.info(`\nLoad average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
} finally {
  chrome?.kill();
  for (const size of sizes) size.worker?.stop();
}

async function lighthouseRows() {
  chrome = await chromeLauncher.launch({
    chromePath: ensureBrowser() ?? undefined,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  console.info(
    `\nLighthouse, mobile (default simulated throttling), the median of ${LIGHTHOUSE_RUNS} run(s) by Performance:`,
  );
  console.info(LIGHTHOUSE_HEADER);
  for (const n of [0, 2, 3]) {
    for (const size of sizes) {
      const path = size.pages[n]?.path ?? "";
      const measured: Record<Variant, Report> = await measurePage(
        size.worker?.origin ?? "",
        chrome.port,
        path,
        LIGHTHOUSE_RUNS,
      );
      printPage(`${path} (${size.label})`, measured);
    }
  }
}
