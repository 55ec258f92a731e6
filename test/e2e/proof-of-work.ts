import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/**
 * A proof of work as the page's script makes it: a challenge from `challengePath` (from a network of its own, so the
 * challenge's limiter never engages) solved with the same solver.
 */
export async function solvedProof(request: APIRequestContext, challengePath: string, network: string) {
  const res = await request.get(challengePath, { headers: { "CF-Connecting-IP": network } });
  if (!res.ok()) throw new Error(`${challengePath} answered ${res.status()}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("challenge not solved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
