import { mkdirSync, rmSync } from "node:fs";
import { runCaptured, toolEnv } from "./run.ts";

/**
 * The browser tests' own local D1/KV state (never the developer's): `wrangler dev` under test persists here, and
 * the specs that write to D1 directly name it.
 */
export const E2E_STATE = ".wrangler/e2e-state";

/** A `wrangler d1 execute` on the browser tests' local D1 (for a spec that stores what no endpoint would). */
export const e2eSqlArgs = (sql: string): string[] => [
  "d1",
  "execute",
  "DB",
  "--local",
  "--persist-to",
  E2E_STATE,
  "--command",
  sql,
];

/**
 * Empties the state and applies every migration. Wrangler applies each migration in a runtime of its own (about
 * 18 s of one processor for the 22), so `npm test` starts this beside the Worker tests instead of before the
 * browser tests; the promise holds its exit code and output.
 */
export function freshE2eState(): Promise<{ code: number; output: string }> {
  rmSync(E2E_STATE, { recursive: true, force: true });
  mkdirSync(".wrangler", { recursive: true });
  return runCaptured("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E_STATE], toolEnv);
}
