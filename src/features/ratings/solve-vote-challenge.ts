import type { VoteChallenge, VoteProof } from "@common/api/ratings";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { ApiRequestError } from "@/lib/api-client";

/**
 * Solves a vote's proof-of-work challenge in this browser (docs/decisions/036): tries counters until the
 * PBKDF2 key starts as the challenge says, with the browser's own WebCrypto. Loaded with the first vote, never
 * with the page. When it cannot be solved in time it fails as a refused proof does (`vote_proof_invalid`), so the
 * widget says the same thing in both cases and the page's own code needs no error type of its own.
 */
export async function solveVoteChallenge(challenge: VoteChallenge): Promise<VoteProof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) {
    throw new ApiRequestError(0, "vote_proof_invalid", null, "0: the vote's challenge could not be solved in time");
  }
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
