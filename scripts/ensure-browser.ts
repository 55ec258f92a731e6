import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * Finds a Chromium for the browser tests, installing one when there is none: Debian's package when apt is
 * usable (as root), else Playwright's own download. Returns the executable path, or undefined for
 * Playwright's bundled browser.
 */
export function ensureBrowser(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (has("apt-get") && (isRoot || has("sudo"))) {
    const sudo = isRoot ? [] : ["sudo"];
    console.info("No browser found for the browser tests: installing Debian's chromium (apt-get install chromium)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(isRoot ? [] : ["apt-get"]), "update"], {
      stdio: "inherit",
      env,
    });
    const install = spawnSync(
      sudo[0] ?? "apt-get",
      [...(isRoot ? [] : ["apt-get"]), "install", "-y", "--no-install-recommends", "chromium"],
      { stdio: "inherit", env },
    );
    if (install.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    console.info("apt-get could not install chromium; trying Playwright's own browser download instead.");
  }
  console.info("Installing Playwright's Chromium (npx playwright install chromium)...");
  const result = spawnSync("playwright", ["install", "chromium"], { stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error("No browser for the browser tests: install Chromium and set CHROMIUM_PATH to its executable.");
  }
  return undefined;
}
