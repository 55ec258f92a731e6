import type { VoteChallenge } from "@common/api/ratings";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

const SECRETS = { hmacSignatureSecret: "ui-test-challenge", hmacKeySignatureSecret: "ui-test-derived-key" };

/**
 * A real vote challenge, as `GET /api/tools/vote-challenge` answers, made cheap (one iteration, a few counters)
 * so a UI test solves it at once with the widget's own solver.
 */
export async function cheapVoteChallenge(): Promise<VoteChallenge> {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    ...SECRETS,
  });
  return challenge as VoteChallenge;
}

/** True when a vote's body carries a proof that solves a challenge made by cheapVoteChallenge. */
export async function carriesSolvedProof(body: unknown): Promise<boolean> {
  const { proof } = JSON.parse(String(body)) as { proof?: { challenge: VoteChallenge; solution: never } };
  if (!proof) return false;
  return (await verifySolution({ challenge: proof.challenge, solution: proof.solution, deriveKey, ...SECRETS }))
    .verified;
}
