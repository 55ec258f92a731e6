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

/** Where each kind of proof's challenge comes from, and the /16 its requests are sent from (apart from testIp's). */
const CHALLENGES = {
  vote: { path: "/api/tools/vote-challenge", network: "10.250" },
  signup: { path: "/api/subscribe/challenge", network: "10.251" },
  contribution: { path: "/api/suggestions/challenge", network: "10.252" },
} as const;
const fetched = { vote: 0, signup: 0, contribution: 0 };

/**
 * A fresh challenge, each from an address of its own, so the challenge's limiter (the votes' or the signups') never
 * engages where a test does not want it.
 */
export async function fetchChallenge(kind: keyof typeof CHALLENGES = "vote"): Promise<VoteChallenge> {
  fetched[kind] += 1;
  const n = fetched[kind];
  const res = await exports.default.fetch(
    new Request(`http://localhost${CHALLENGES[kind].path}`, {
      headers: { "CF-Connecting-IP": `${CHALLENGES[kind].network}.${(n >> 8) & 255}.${n & 255}` },
    }),
  );
  if (res.status !== 200) throw new Error(`${kind} challenge answered ${res.status}`);
  return voteChallengeSchema.parse(await res.json());
}

/** A solved, unused proof for one vote. */
export async function solvedProof(): Promise<VoteProof> {
  return solve(await fetchChallenge("vote"));
}

/** A solved, unused proof for one newsletter signup, as the newsletter form makes it. */
export async function solvedSignupProof(): Promise<VoteProof> {
  return solve(await fetchChallenge("signup"));
}

/** A solved, unused proof for one suggestion or report, as their forms make it. */
export async function solvedContributionProof(): Promise<VoteProof> {
  return solve(await fetchChallenge("contribution"));
}
