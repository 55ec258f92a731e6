import { chromium } from "@playwright/test";
import { ensureBrowser } from "../scripts/ensure-browser.ts";
import { freshDatabase, startWorker } from "./lib.ts";

/**
 * What a vote's proof of work costs a mid-range phone: real Chromium against the built Worker with the CPU slowed
 * 4× (`Emulation.setCPUThrottlingRate`), each run a fresh visitor (its own context and address) voting on /tools.
 * For each run: the solve, from the challenge's answer to the vote's request (the solver chunk loads meanwhile), the
 * counter the browser reached (each step one PBKDF2 derivation) and the time per step; then the medians.
 * Run after a build; talks only to 127.0.0.1.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const STATE = ".wrangler/bench-vote-proof";
const RUNS = Number(process.env.BENCH_VOTE_RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

freshDatabase(STATE);
const worker = await startWorker(STATE, PORT);
const browser = await chromium.launch({ executablePath: ensureBrowser() ?? undefined });
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const solves: number[] = [];
const perStep: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ baseURL: worker.origin });
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.77.${run >> 8}.${run & 255}` });
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    await page.goto("/tools");
    const card = page.getByRole("article", { name: "Claude" });
    const star = card.getByRole("radio", { name: "Rate 5 out of 5" });
    await star.waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    let counter = 0;
    page.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().endsWith("/vote")) return;
      counter = (JSON.parse(request.postData() ?? "{}") as { proof?: { solution?: { counter?: number } } }).proof
        ?.solution?.counter as number;
    });
    await star.click();
    await page.getByText("Vote recorded!").first().waitFor({ timeout: 60_000 });
    // The page's own clock (Resource Timing): the challenge's answer fully read, then the vote's request started.
    const solve = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const challenge = entries.find((entry) => entry.name.endsWith("/api/tools/vote-challenge"));
      const vote = entries.find((entry) => entry.name.endsWith("/vote"));
      return (vote?.startTime ?? Number.NaN) - (challenge?.responseEnd ?? Number.NaN);
    });
    solves.push(solve);
    perStep.push(solve / (counter + 1));
    console.info(`  run ${run}: solved in ${solve.toFixed(0)} ms, counter ${counter}`);
    await context.close();
  }
} finally {
  await browser.close();
  worker.stop();
}
console.info(`Vote proof of work, CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} runs:`);
console.info(`  solve: median ${median(solves).toFixed(0)} ms, max ${Math.max(...solves).toFixed(0)} ms`);
console.info(`  per derivation: median ${median(perStep).toFixed(2)} ms`);
