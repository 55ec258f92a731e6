import { existsSync, readFileSync, rmSync } from "node:fs";
import { freshE2eState } from "./e2e-state.ts";
import { run, runCaptured } from "./run.ts";

/**
 * `npm test`: type-check (beside the next three steps), lint, Worker types up to date, build, worker + UI tests
 * (vitest), browser tests (Playwright). Every step runs even after a failure, and the totals are printed at the end.
 */
const VITEST_JSON = ".wrangler/test-results/vitest.json";
const PLAYWRIGHT_JSON = ".wrangler/test-results/playwright.json";
rmSync(".wrangler/test-results", { recursive: true, force: true });

const steps: [string, string, string[]][] = [
  ["Lint", "biome", ["check", "."]],
  ["Worker types up to date", "npm", ["run", "--silent", "cf-typegen:check"]],
  ["Build", "npm", ["run", "--silent", "build"]],
  ["Worker and UI tests", "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile=${VITEST_JSON}`]],
  ["Browser tests", "node", ["scripts/test-e2e.ts", "--no-build", "--state-ready"]],
];

const failedSteps: string[] = [];
// The type-check (one processor for a quarter of a minute) runs beside the lint and the build, and its output is
// printed once the build is done.
const typeCheck = runCaptured("tsc", ["-b"]);
// The browser tests' database is migrated beside the Worker tests: on its own, before the browser tests, it held
// them up for a quarter of a minute.
let e2eState: ReturnType<typeof freshE2eState> | undefined;
for (const [name, command, args] of steps) {
  if (name === "Worker and UI tests") {
    const { code, output } = await typeCheck;
    console.info(`\n=== Type-check ===\n${output}`);
    if (code !== 0) failedSteps.push("Type-check");
    e2eState = freshE2eState();
  }
  if (name === "Browser tests" && e2eState) {
    const { code, output } = await e2eState;
    console.info(`\n=== Browser tests' database ===\n${output}`);
    if (code !== 0) {
      failedSteps.push("Browser tests' database");
      continue;
    }
  }
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
