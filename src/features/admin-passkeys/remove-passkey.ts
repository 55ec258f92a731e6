import { type PasskeyList, passkeyListSchema } from "@common/api/passkeys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { passkeyAssertion } from "@/lib/passkeys";
import { passkeysQuery } from "./get-passkeys";

/**
 * Removes a passkey after a fresh passkey check (any of the admin's passkeys confirms):
 * `POST /api/admin/passkeys/removal-options`, the browser's assertion, then `DELETE /api/admin/passkeys/{id}`
 * with it; answers the new list.
 */
export async function removePasskey(id: string): Promise<PasskeyList> {
  const options = (await (await apiRequest("POST", "/api/admin/passkeys/removal-options")).json()) as Parameters<
    typeof passkeyAssertion
  >[0];
  const response = await passkeyAssertion(options);
  const res = await apiRequest("DELETE", `/api/admin/passkeys/${encodeURIComponent(id)}`, { response });
  return passkeyListSchema.parse(await res.json());
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: (list) => queryClient.setQueryData(passkeysQuery.queryKey, list),
  });
}
