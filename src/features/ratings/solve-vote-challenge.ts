import type { VoteChallenge, VoteProof } from "@common/api/ratings";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/**
 * Solves a vote's proof-of-work challenge in this browser (docs/decisions/036): tries counters until the
 * PBKDF2 key starts as the challenge says, with the browser's own WebCrypto. Loaded with the first vote, never
 * with the page. Null when it could not be solved in time.
 */
export async function solveVoteChallenge(challenge: VoteChallenge): Promise<VoteProof | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  return solution && { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
