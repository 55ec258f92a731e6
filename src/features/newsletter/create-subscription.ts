import type { SubscribeRequest } from "@common/api/newsletter";
import { SIGNUP_CHALLENGE_PATH } from "@common/api/newsletter-fields";
import type { VoteChallenge } from "@common/api/ratings";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, apiRequest, getJson } from "@/lib/api-client";

/** SPEC.md §5 client check: non-empty and contains an @ (the server checks the full shape). */
export function isPlausibleEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes("@");
}

/**
 * True when a failed signup was a duplicate: the server answers 409 with the code `conflict` for an address
 * that is already an active subscriber (SPEC.md §8 "Email already subscribed").
 */
export function isAlreadySubscribed(error: Error): boolean {
  return error instanceof ApiRequestError && (error.status === 409 || error.code === "conflict");
}

/**
 * `POST /api/subscribe` with its proof of work (docs/decisions/042): a fresh challenge from the Worker, solved by
 * the same solver as votes, loaded with the first signup (the page's JavaScript does not carry it). The answer's body is
 * not read (SPEC.md §7).
 */
export async function createSubscription(request: Omit<SubscribeRequest, "proof">): Promise<void> {
  const [challenge, { solveProofOfWork }] = await Promise.all([
    getJson<VoteChallenge>(SIGNUP_CHALLENGE_PATH),
    import("@/lib/solve-proof-of-work"),
  ]);
  const proof = await solveProofOfWork(challenge, "signup_proof_invalid");
  await apiRequest("POST", "/api/subscribe", { ...request, proof });
}

export function useSubscribe() {
  return useMutation({ mutationFn: createSubscription });
}
