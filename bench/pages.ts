import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, ensureBrowser } from "../scripts/ensure-browser.ts";
import { freshDatabase, startWorker } from "./lib.ts";
import { LIGHTHOUSE_HEADER, measurePage, printPage } from "./lighthouse.ts";

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
  console.info(LIGHTHOUSE_HEADER);
  for (const path of PAGES) {
    printPage(path, await measurePage(worker.origin, chrome.port, path, LIGHTHOUSE_RUNS));
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
