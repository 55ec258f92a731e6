import { type PasskeyList, passkeyListSchema } from "@common/api/passkeys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { passkeyRegistration } from "@/lib/passkeys";
import { passkeysQuery } from "./get-passkeys";

/**
 * Registers a new passkey: `POST /api/admin/passkeys/options` (the Worker's options), the browser's new
 * credential, then `POST /api/admin/passkeys` with the credential under `name`; answers the new list.
 */
export async function addPasskey(name: string): Promise<PasskeyList> {
  const options = (await (await apiRequest("POST", "/api/admin/passkeys/options")).json()) as Parameters<
    typeof passkeyRegistration
  >[0];
  const response = await passkeyRegistration(options);
  return passkeyListSchema.parse(await (await apiRequest("POST", "/api/admin/passkeys", { name, response })).json());
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: (list) => queryClient.setQueryData(passkeysQuery.queryKey, list),
  });
}
