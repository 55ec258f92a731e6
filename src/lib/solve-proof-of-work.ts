import type { ErrorCode } from "@common/api/error-codes";
import type { VoteChallenge, VoteProof } from "@common/api/ratings";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { ApiRequestError } from "@/lib/api-client";

/**
 * Solves a proof-of-work challenge of the Worker (a vote's or a newsletter signup's, docs/decisions/036 and 042) in
 * this browser: tries counters until the PBKDF2 key starts as the challenge says, with the browser's own WebCrypto.
 * Loaded with the first vote or signup, never with the page. When it cannot be solved in time it fails as a refused
 * proof does (`refusedCode`), so the caller says the same thing in both cases and needs no error type of its own.
 */
export async function solveProofOfWork(challenge: VoteChallenge, refusedCode: ErrorCode): Promise<VoteProof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) {
    throw new ApiRequestError(0, refusedCode, null, "0: the challenge could not be solved in time");
  }
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
