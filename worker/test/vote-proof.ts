import { exports } from "cloudflare:workers";
import { type VoteChallenge, type VoteProof, voteChallengeSchema } from "@common/api/ratings";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** Solves a vote challenge as the rating widget does (src/lib/solve-proof-of-work.ts). */
export async function solve(challenge: VoteChallenge): Promise<VoteProof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("the vote challenge was not solved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

let fetched = 0;

/**
 * A fresh challenge from `GET /api/tools/vote-challenge`, each from an address of its own (10.250.0.0/16, apart
 * from testIp's) so the challenge limiter never engages where a test does not want it.
 */
export async function fetchChallenge(): Promise<VoteChallenge> {
  fetched += 1;
  const res = await exports.default.fetch(
    new Request("http://localhost/api/tools/vote-challenge", {
      headers: { "CF-Connecting-IP": `10.250.${(fetched >> 8) & 255}.${fetched & 255}` },
    }),
  );
  if (res.status !== 200) throw new Error(`vote challenge answered ${res.status}`);
  return voteChallengeSchema.parse(await res.json());
}

/** A solved, unused proof for one vote. */
export async function solvedProof(): Promise<VoteProof> {
  return solve(await fetchChallenge());
}
