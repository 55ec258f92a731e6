import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureBrowser } from "../scripts/ensure-browser.ts";
import { freshDatabase, startWorker } from "./lib.ts";

/**
 * Page benchmarks on the built site served locally by `wrangler dev` (127.0.0.1 only, every run bounded):
 * Lighthouse (mobile, default simulated throttling) for seven pages (a tool page in two languages among them), each
 * next to the same page with its scripts blocked; the JavaScript each page downloads; the Worker bundle size; and
 * the throughput and latency of the stats API and of a page navigation next to /api/health.
 */
/** BENCH_PORT keeps a run clear of browser tests running at the same time. */
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const STATE = ".wrangler/bench-pages";
/**
 * English pages first: the language a visitor chose is kept in local storage, which stays between Lighthouse runs
 * on one origin, and an English URL opened after an Arabic page moves to the Arabic one (as it should for a visitor),
 * so the English page would be measured as a redirect.
 */
const ALL_PAGES = [
  "/",
  "/tools",
  "/category/ai-assistants",
  "/tools/chatgpt",
  "/blog/how-to-get-started-with-chatgpt",
  "/ar/tools/chatgpt",
  "/ar/",
];
/** BENCH_PAGES=/,/tools narrows the Lighthouse runs while working on one page; the full run measures all seven. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ALL_PAGES;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 10;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ROUNDS = 3;
const WORKER_BUNDLE = "dist/ai_tools_guide/index.js";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Each page is measured twice: as it ships, and with the app's scripts blocked (its HTML, stylesheet and images; the
 * inline theme script still runs). The second is the reference: what Lighthouse's simulation gives this machine for
 * the page without the app (the browser's own parsing, style, layout and paint, multiplied like every task), so the
 * difference is what the app's JavaScript costs (docs/decisions/032-lighthouse-reference-without-scripts.md).
 */
const VARIANTS = ["app", "reference"] as const;
type Variant = (typeof VARIANTS)[number];
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function runLighthouse(path: string, variant: Variant): Promise<Result["lhr"]> {
  const result = await lighthouse(`${worker.origin}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Lighthouse's own setting, which blocks the requests in the browser. The pattern matches every script the build
    // writes (/assets/NAME-HASH.js); nothing else under /assets/ ends in .js.
    ...(variant === "reference" ? { blockedUrlPatterns: [`${worker.origin}/assets/*.js`] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

/**
 * Lighthouse's own advice for a noisy machine: several runs, report the median one by Performance (its timings are
 * that run's, not medians of their own).
 */
function medianRun(path: string, runs: Result["lhr"][]): Result["lhr"] {
  if (runs.length < LIGHTHOUSE_RUNS)
    console.info(`    (${path}: only ${runs.length} of ${LIGHTHOUSE_RUNS} runs completed)`);
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  if (!lhr) throw new Error(`Lighthouse could not complete a run of ${path}`);
  return lhr;
}

/** A category's score out of 100, four characters wide. */
function score({ categories }: Result["lhr"], id: string): string {
  return String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
}

function timings({ audits }: Result["lhr"]): string {
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`.padStart(7);
  const cls = (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3).padStart(7);
  return `${ms("first-contentful-paint")} ${ms("largest-contentful-paint")} ${ms("total-blocking-time")} ${cls}`;
}

freshDatabase(STATE);
const worker = await startWorker(STATE, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: ensureBrowser() ?? undefined,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

try {
  console.info(
    `Lighthouse, mobile (default simulated throttling), the median of ${LIGHTHOUSE_RUNS} runs by Performance:`,
  );
  console.info(
    "page                                       perf  a11y  best   seo     FCP     LCP     TBT     CLS   JS raw  JS gzip",
  );
  for (const path of PAGES) {
    // The page, and the same page with the app's scripts blocked as the reference, in turn (each first every other
    // time), so a busy moment of the machine weighs on both alike.
    const runs: Record<Variant, Result["lhr"][]> = { app: [], reference: [] };
    const missing = () => VARIANTS.filter((variant) => runs[variant].length < LIGHTHOUSE_RUNS);
    for (let attempt = 0; missing().length > 0 && attempt < LIGHTHOUSE_RUNS + 3; attempt++) {
      const order = attempt % 2 === 0 ? missing() : missing().reverse();
      for (const variant of order) {
        const lhr = await runLighthouse(path, variant);
        // A run Lighthouse could not complete (its runtimeError set, every score empty) is not averaged in; the
        // next attempt replaces it.
        if (lhr.runtimeError) console.info(`    (${path}, ${variant}: run failed, ${lhr.runtimeError.code})`);
        else runs[variant].push(lhr);
      }
    }
    const app = medianRun(path, runs.app);
    const reference = medianRun(path, runs.reference);
    const { categories, audits } = app;
    const requests = (audits["network-requests"]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const raw = scripts.reduce((sum, r) => sum + Number(r.resourceSize ?? 0), 0);
    const wire = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    console.info(
      `${path.padEnd(42)} ${score(app, "performance")}  ${score(app, "accessibility")}  ${score(app, "best-practices")}  ${score(app, "seo")} ${timings(app)} ${kb(raw).padStart(8)} ${kb(wire).padStart(8)}`,
    );
    const label = "  reference: app scripts blocked".padEnd(42);
    console.info(`${label} ${score(reference, "performance")}${"".padEnd(19)}${timings(reference)}`);
    for (const id of ["accessibility", "best-practices", "seo"]) {
      if ((categories[id]?.score ?? 0) < 1) {
        const failing = Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          )
          .map((a) => a.id);
        console.info(`    ${id} below 100: ${failing.join(", ")}`);
      }
    }
  }

  const bundle = readFileSync(WORKER_BUNDLE);
  console.info(`\nWorker bundle: ${kb(bundle.length)} raw, ${kb(gzipSync(bundle).length)} gzip (limit 300 KB gzip)`);

  // Compression is the edge's work in production (and wrangler dev's proxy here), not the Worker's: the
  // requests ask for none, so the figures compare what the Worker itself does.
  const navigate = { accept: "text/html", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
  const targets: [string, string, Record<string, string>][] = [
    ["GET /api/health", "/api/health", {}],
    ["GET /api/tools/stats", "/api/tools/stats", {}],
    ["page navigation /", "/", navigate],
    ["page navigation /tools", "/tools", navigate],
  ];
  const totals = new Map<string, { requests: number; p50: number[]; p99: number[] }>();
  // Interleaved rounds, so a busy moment of the machine weighs on every target alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path, headers] of targets) {
      const r = await autocannon({
        url: `${worker.origin}${path}`,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        headers,
      });
      if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      const t = totals.get(name) ?? { requests: 0, p50: [], p99: [] };
      t.requests += r.requests.average;
      t.p50.push(r.latency.p50);
      t.p99.push(r.latency.p99);
      totals.set(name, t);
    }
  }
  console.info(
    `\nThroughput, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${LOAD_SECONDS} s per target:`,
  );
  const healthRate = (totals.get("GET /api/health")?.requests ?? 1) / ROUNDS;
  for (const [name, t] of totals) {
    const rate = t.requests / ROUNDS;
    const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.info(
      `${name.padEnd(24)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${mid(t.p50)} ms  p99 ${mid(t.p99)} ms  = ${(rate / healthRate).toFixed(2)} of health`,
    );
  }
} finally {
  chrome.kill();
  worker.stop();
}
