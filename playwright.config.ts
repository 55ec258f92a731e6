import { defineConfig, devices } from "@playwright/test";
import { E2E_STATE } from "./scripts/e2e-state.ts";
import { CHROMIUM_ARGS } from "./scripts/ensure-browser.ts";

/** Browser tests run in real Chromium against the built Worker served by `wrangler dev` (see scripts/test-e2e.ts). */
/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 8788);
const executablePath = process.env.CHROMIUM_PATH;
/** Shell-quotes one argument (the password hash contains `$`). */
const quote = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;
const adminVars = [
  `--var ${quote(`ADMIN_USERNAME:${process.env.E2E_ADMIN_USERNAME ?? ""}`)}`,
  `--var ${quote(`ADMIN_PASSWORD_HASH:${process.env.E2E_ADMIN_PASSWORD_HASH ?? ""}`)}`,
].join(" ");

/**
 * Specs that change what the other specs rely on run after them, one file at a time, in a project of their own: the
 * main project's teardown, which starts when every other spec has finished, whether they passed or not.
 * - The passkey spec registers a passkey on the one shared admin; while it is registered the password alone no
 *   longer signs in (test/e2e/admin-passkeys.spec.ts; it removes every passkey when it ends).
 * - The catalogue specs grow the catalogue to 197 tools for paging, publish, edit, rename and archive tools, while
 *   the main project's specs expect the 47 tools of the seed; each puts the public catalogue back as it found it.
 * One project, not a chain of teardowns: Playwright waits for a teardown's own teardown before starting it, so a
 * chain never starts.
 */
const AFTER_MAIN_SPECS = [
  /admin-passkeys\.spec\.ts$/,
  /admin-catalogue\.spec\.ts$/,
  /catalogue-(paging|edits)\.spec\.ts$/,
];
/** What the test Worker keeps a catalogue page for: an edit must show within it (catalogue-edits.spec.ts). */
export const CATALOGUE_CACHE_SECONDS = 2;

export default defineConfig({
  testDir: "./test/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".wrangler/test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: AFTER_MAIN_SPECS, teardown: "after-main" },
    { name: "after-main", use: { ...devices["Desktop Chrome"] }, testMatch: AFTER_MAIN_SPECS, workers: 1 },
  ],
  webServer: {
    command: `wrangler dev --port ${PORT} --ip 127.0.0.1 --persist-to ${E2E_STATE} ${adminVars} --var CATALOGUE_CACHE_SECONDS:${CATALOGUE_CACHE_SECONDS} --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
