import { mkdirSync, rmSync } from "node:fs";
import { E2E_ADMIN } from "../test/e2e/e2e-admin.ts";
import { hashPassword } from "../worker/auth/password.ts";
import { ensureBrowser } from "./ensure-browser.ts";
import { run, runOrExit, toolEnv } from "./run.ts";

/**
 * Browser tests: real Chromium against the built Worker under `wrangler dev`, with its own fresh local
 * D1/KV state and a test admin, so the developer's local data is never touched.
 * `--no-build` skips the build when the caller has just built.
 */
const E2E_STATE = ".wrangler/e2e-state";

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const passThrough = args.filter((a) => a !== "--no-build");

const executablePath = ensureBrowser();
if (!skipBuild) runOrExit("npm", ["run", "--silent", "build"]);

rmSync(E2E_STATE, { recursive: true, force: true });
mkdirSync(".wrangler", { recursive: true });
runOrExit("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E_STATE]);

const code = run("playwright", ["test", ...passThrough], {
  ...toolEnv,
  // The test admin's secrets reach `wrangler dev` as --var flags (see playwright.config.ts).
  E2E_ADMIN_USERNAME: E2E_ADMIN.username,
  E2E_ADMIN_PASSWORD_HASH: await hashPassword(E2E_ADMIN.password),
  ...(executablePath ? { CHROMIUM_PATH: executablePath } : {}),
});
process.exit(code);
