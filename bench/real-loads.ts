import { type BrowserContext, chromium } from "@playwright/test";
import { ensureBrowser } from "../scripts/ensure-browser.ts";
import { freshDatabase, startWorker } from "./lib.ts";

/**
 * Real page loads on a slow phone, not a simulation: real Chromium against the built Worker with the network
 * throttled (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×, at 412 px, each load in a
 * fresh context (cold cache). For each page, the median of BENCH_REAL_LOADS loads of:
 * - first and largest contentful paint, and the same page loaded without the app's scripts in the same round: the
 *   reference, what the HTML and stylesheet alone cost, so the difference is what the scripts add to the paint;
 * - when the app's libraries and modules were evaluated and when the page became interactive (the start-up's
 *   `performance.mark`s in src/main.tsx and `<html data-hydrated>`);
 * - the longest task, and the blocking time after the first paint (each long task's time over 50 ms): how long a
 *   tap may wait while the page starts.
 * Run after a build (`npm run bench` does both); talks only to 127.0.0.1.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const STATE = ".wrangler/bench-real-loads";
const LOADS = Number(process.env.BENCH_REAL_LOADS ?? 5);
/** The pages of the Lighthouse figures (bench/pages.ts); each load has a fresh context, so no language carries over. */
const PAGES = ["/", "/tools", "/category/ai-assistants", "/blog/how-to-get-started-with-chatgpt", "/ar/"];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const START_UP_MARKS = ["libraries", "react-dom", "app-modules", "router"] as const;

interface Load {
  fcp: number;
  lcp: number;
  marks: Record<string, number>;
  interactive: number;
  longest: number;
  blocking: number;
}

/** Collected in the page from its first moment: paints, long tasks and the "interactive" mark. */
function observeLoad() {
  const w = window as unknown as { load: { fcp: number; lcp: number; long: [number, number][]; interactive: number } };
  w.load = { fcp: 0, lcp: 0, long: [], interactive: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") w.load.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.load.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.load.long.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (!w.load.interactive && document.documentElement?.hasAttribute("data-hydrated"))
      w.load.interactive = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

async function measure(context: BrowserContext, url: string, javaScript: boolean): Promise<Load> {
  const page = await context.newPage();
  await page.addInitScript(observeLoad);
  // The reference: the same HTML and stylesheet with the app's scripts refused (the observers above still run).
  if (!javaScript) await page.route("**/assets/*.js", (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  if (javaScript) {
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
  }
  // Late long tasks (stats arriving, the consent notice) still count towards the blocking time.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const { load } = window as unknown as {
      load: { fcp: number; lcp: number; long: [number, number][]; interactive: number };
    };
    const marks = Object.fromEntries(
      performance.getEntriesByType("mark").map((mark) => [mark.name.replace("start-up:", ""), mark.startTime]),
    );
    const afterPaint = load.long.filter(([start]) => start >= load.fcp);
    return {
      fcp: load.fcp,
      lcp: load.lcp,
      marks,
      interactive: load.interactive,
      longest: Math.max(0, ...load.long.map(([, duration]) => duration)),
      blocking: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

freshDatabase(STATE);
const worker = await startWorker(STATE, PORT);
const browser = await chromium.launch({ executablePath: ensureBrowser() ?? undefined });
try {
  console.info(
    `Real loads: ${NETWORK.latency} ms round trip, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower, 412 px, cold cache; median of ${LOADS} (ms)`,
  );
  console.info(
    `${"page".padEnd(40)}    FCP no-JS FCP   LCP no-JS LCP  ${START_UP_MARKS.map((m) => m.padStart(12)).join("")} interactive longest blocking`,
  );
  for (const path of PAGES) {
    const withJs: Load[] = [];
    const withoutJs: Load[] = [];
    // Alternating loads, so a busy moment on the machine falls on both.
    for (let round = 0; round < LOADS; round++) {
      for (const javaScript of [true, false]) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        try {
          (javaScript ? withJs : withoutJs).push(await measure(context, `${worker.origin}${path}`, javaScript));
        } finally {
          await context.close();
        }
      }
    }
    const of = (loads: Load[], pick: (load: Load) => number) => median(loads.map(pick));
    console.info(
      `${path.padEnd(40)} ${ms(of(withJs, (l) => l.fcp))} ${ms(of(withoutJs, (l) => l.fcp))} ${ms(of(withJs, (l) => l.lcp))} ${ms(of(withoutJs, (l) => l.lcp))}    ${START_UP_MARKS.map((mark) => `${ms(of(withJs, (l) => l.marks[mark] ?? 0))}      `).join("")}${ms(of(withJs, (l) => l.interactive))}      ${ms(of(withJs, (l) => l.longest))}   ${ms(of(withJs, (l) => l.blocking))}`,
    );
  }
} finally {
  await browser.close();
  worker.stop();
}
