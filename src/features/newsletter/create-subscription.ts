import type { SubscribeRequest } from "@common/api/newsletter";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client";

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

/** `POST /api/subscribe`; the answer's body is not read (SPEC.md §7). */
export async function createSubscription(request: SubscribeRequest): Promise<void> {
  await apiRequest("POST", "/api/subscribe", request);
}

export function useSubscribe() {
  return useMutation({ mutationFn: createSubscription });
}
