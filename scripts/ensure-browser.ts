import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Flags for headless Chromium on these machines: no sandbox (root in a container) and no background
 * networking, whose requests to the vendor's hosts a closed network refuses many at a time.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Finds a Chromium for the browser tests, installing one when there is none: Debian's package when apt is
 * usable (as root), else Playwright's own download. Returns the executable path, or undefined for
 * Playwright's bundled browser.
 */
export function ensureBrowser(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  console.info("No browser found for the browser tests.");
  if (aptInstall("chromium") && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  console.info("Debian's chromium is not available here; trying Playwright's own browser download instead.");
  console.info("Installing Playwright's Chromium (npx playwright install chromium)...");
  const result = spawnSync("playwright", ["install", "chromium"], { stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error("No browser for the browser tests: install Chromium and set CHROMIUM_PATH to its executable.");
  }
  return undefined;
}
