import { defineConfig, devices } from "@playwright/test";
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
 * The passkey spec registers a passkey on the one shared admin; while it is registered the password alone no longer
 * signs in, so that spec runs in a project of its own, as the teardown of the main one: after every other spec has
 * finished, whether they passed or not (test/e2e/admin-passkeys.spec.ts).
 */
const PASSKEY_SPEC = /admin-passkeys\.spec\.ts$/;

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
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: PASSKEY_SPEC, teardown: "passkeys" },
    { name: "passkeys", use: { ...devices["Desktop Chrome"] }, testMatch: PASSKEY_SPEC },
  ],
  webServer: {
    command: `wrangler dev --port ${PORT} --ip 127.0.0.1 --persist-to .wrangler/e2e-state ${adminVars} --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
