import { existsSync, readFileSync, rmSync } from "node:fs";
import { run } from "./run.ts";

/**
 * `npm test`: type-check, lint, Worker types up to date, build, worker + UI tests (vitest), browser tests
 * (Playwright). Every step runs even after a failure, and the totals are printed at the end.
 */
const VITEST_JSON = ".wrangler/test-results/vitest.json";
const PLAYWRIGHT_JSON = ".wrangler/test-results/playwright.json";
rmSync(".wrangler/test-results", { recursive: true, force: true });

const steps: [string, string, string[]][] = [
  ["Type-check", "tsc", ["-b"]],
  ["Lint", "biome", ["check", "."]],
  ["Worker types up to date", "npm", ["run", "--silent", "cf-typegen:check"]],
  ["Build", "npm", ["run", "--silent", "build"]],
  ["Worker and UI tests", "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile=${VITEST_JSON}`]],
  ["Browser tests", "node", ["scripts/test-e2e.ts", "--no-build"]],
];

const failedSteps: string[] = [];
for (const [name, command, args] of steps) {
  console.info(`\n=== ${name} ===`);
  if (run(command, args) !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
if (existsSync(VITEST_JSON)) {
  const report = JSON.parse(readFileSync(VITEST_JSON, "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(PLAYWRIGHT_JSON)) {
  const report = JSON.parse(readFileSync(PLAYWRIGHT_JSON, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}

console.info("");
if (failedSteps.length) console.info(`Failed steps: ${failedSteps.join(", ")}`);
console.info(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
