import { E2E_ADMIN } from "../test/e2e/e2e-admin.ts";
import { hashPassword } from "../worker/auth/password.ts";
import { freshE2eState } from "./e2e-state.ts";
import { ensureBrowser } from "./ensure-browser.ts";
import { run, runOrExit, toolEnv } from "./run.ts";

/**
 * Browser tests: real Chromium against the built Worker under `wrangler dev`, with its own fresh local
 * D1/KV state and a test admin, so the developer's local data is never touched.
 * `--no-build` skips the build when the caller has just built; `--state-ready` skips preparing the state when the
 * caller has just prepared it (`npm test` does so beside the Worker tests).
 */
const OWN_FLAGS = ["--no-build", "--state-ready"];
const args = process.argv.slice(2);
const passThrough = args.filter((a) => !OWN_FLAGS.includes(a));

const executablePath = ensureBrowser();
if (!args.includes("--no-build")) runOrExit("npm", ["run", "--silent", "build"]);
if (!args.includes("--state-ready")) {
  const { code, output } = await freshE2eState();
  process.stdout.write(output);
  if (code !== 0) process.exit(code);
}

const code = run("playwright", ["test", ...passThrough], {
  ...toolEnv,
  // The test admin's secrets reach `wrangler dev` as --var flags (see playwright.config.ts).
  E2E_ADMIN_USERNAME: E2E_ADMIN.username,
  E2E_ADMIN_PASSWORD_HASH: await hashPassword(E2E_ADMIN.password),
  ...(executablePath ? { CHROMIUM_PATH: executablePath } : {}),
});
process.exit(code);
