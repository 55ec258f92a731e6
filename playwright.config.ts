import { defineConfig, devices } from "@playwright/test";

/** Browser tests run in real Chromium against the built Worker served by `wrangler dev` (see scripts/test-e2e.ts). */
const PORT = 8788;
const executablePath = process.env.CHROMIUM_PATH;

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
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `wrangler dev --port ${PORT} --ip 127.0.0.1 --persist-to .wrangler/e2e-state --env-file .wrangler/e2e.vars --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
