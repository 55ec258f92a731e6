import type { PasskeyList } from "@common/api/passkeys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminQueryFn } from "@/lib/admin/admin-get";
import { apiRequest } from "@/lib/api-client";
import { passkeyAssertion, passkeyRegistration } from "@/lib/passkeys";

/** The admin's passkeys (an admin query: dropped from the cache on logout). */
export const PASSKEYS_KEY = ["/api/admin/passkeys"] as const;

/** `GET /api/admin/passkeys`; a 401 yields null (the session ended). */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: adminQueryFn<PasskeyList>() });
}

async function postJson<T>(url: string, body?: unknown, method = "POST"): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** Registers a new passkey: the Worker's options, the browser's new credential, then the credential under `name`. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await postJson<Parameters<typeof passkeyRegistration>[0]>("/api/admin/passkeys/options");
      const response = await passkeyRegistration(options);
      return postJson<PasskeyList>("/api/admin/passkeys", { name, response });
    },
    onSuccess: (list) => queryClient.setQueryData(PASSKEYS_KEY, list),
  });
}

/** Removes a passkey after a fresh passkey check (any of the admin's passkeys confirms). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const options = await postJson<Parameters<typeof passkeyAssertion>[0]>("/api/admin/passkeys/removal-options");
      const response = await passkeyAssertion(options);
      return postJson<PasskeyList>(`/api/admin/passkeys/${encodeURIComponent(id)}`, { response }, "DELETE");
    },
    onSuccess: (list) => queryClient.setQueryData(PASSKEYS_KEY, list),
  });
}
