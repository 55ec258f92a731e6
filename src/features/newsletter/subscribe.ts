import type { SubscribeRequest } from "@common/api/newsletter";
import { ALREADY_SUBSCRIBED_MESSAGE } from "@common/api/newsletter-fields";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** SPEC.md §5 client check: non-empty and contains an @ (the server checks the full shape). */
export function isPlausibleEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes("@");
}

/** True when a failed signup was a duplicate (the error message carries the server's exact text). */
export function isAlreadySubscribed(error: Error): boolean {
  return error.message.includes(ALREADY_SUBSCRIBED_MESSAGE);
}

/** `POST /api/subscribe`; the answer's body is not read (SPEC.md §7). */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (request: SubscribeRequest) => {
      await apiRequest("POST", "/api/subscribe", request);
    },
  });
}
