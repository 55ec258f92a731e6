import type { VoteChallenge, VoteProof } from "@common/api/ratings";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Database } from "../db/client";
import { spendNonce } from "../db/spent-vote-challenges";
import { signingKey } from "./signing-key";

/**
 * The proof of work a vote carries (docs/decisions/036): an ALTCHA v2 challenge in its deterministic mode. The
 * Worker derives PBKDF2-SHA-256 (COST iterations) of the nonce and a counter drawn from [COUNTER_MIN, COUNTER_MAX],
 * and sends the first half of that key; the browser tries counters from 0 until its key starts the same, so its
 * work is exactly the counter's number of derivations (no unlucky long tail), while the Worker checks a solution
 * with one HMAC of the key the browser found (the challenge carries the key's signature). The figures come from
 * solve times measured in Chromium with the CPU slowed four times, as on a mid-range phone.
 */
export const VOTE_PROOF = {
  algorithm: "PBKDF2/SHA-256",
  cost: 2_000,
  counterMin: 25,
  counterMax: 55,
  /** A challenge is solved as the visitor votes, so a few minutes is plenty. */
  ttlSeconds: 300,
} as const;

/** The HMAC secrets of challenges and of their derived keys, both from the one key kept in D1. */
async function secrets(db: Database) {
  const key = await signingKey(db, "vote-challenge");
  return { hmacSignatureSecret: `challenge:${key}`, hmacKeySignatureSecret: `derived-key:${key}` };
}

/** A fresh signed challenge, valid until `now` plus the time to live. */
export async function createVoteChallenge(db: Database, now: Date): Promise<VoteChallenge> {
  const challenge = await createChallenge({
    algorithm: VOTE_PROOF.algorithm,
    cost: VOTE_PROOF.cost,
    counter: randomInt(VOTE_PROOF.counterMax, VOTE_PROOF.counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + VOTE_PROOF.ttlSeconds * 1000),
    ...(await secrets(db)),
  });
  return challenge as VoteChallenge;
}

/**
 * True when `proof` solves a challenge this Worker signed that has not expired. Cheap whatever the proof says:
 * the challenge's signature is checked first, and the solution with one HMAC against the key's signature the
 * challenge must carry (voteChallengeSchema), never by deriving a key.
 */
export async function isSolvedVoteChallenge(db: Database, proof: VoteProof): Promise<boolean> {
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    ...(await secrets(db)),
  });
  return result.verified;
}

/**
 * Marks a solved challenge as used until it expires; false when it already was. The nonce is the primary key, so
 * of two votes racing with one proof exactly one gets true.
 */
export async function spendVoteChallenge(db: Database, proof: VoteProof): Promise<boolean> {
  const { nonce, expiresAt } = proof.challenge.parameters;
  return spendNonce(db, nonce, new Date(expiresAt * 1000).toISOString());
}
