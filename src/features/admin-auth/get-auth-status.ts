import type { AuthStatus, LoginAnswer, LoginRequest } from "@common/api/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "@/lib/admin/admin-get";
import { AUTH_KEY, clearAdminQueries } from "@/lib/admin/admin-queries";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { PasskeyError, passkeyAssertion } from "@/lib/passkeys";

/** The sign-in check; a failing check counts as signed out (SPEC.md §8). */
export function useAuthStatus() {
  return useQuery({
    queryKey: AUTH_KEY,
    queryFn: async (): Promise<AuthStatus> => {
      try {
        const res = await apiGet(AUTH_KEY[0]);
        if (!res.ok) return { authenticated: false };
        return (await res.json()) as AuthStatus;
      } catch {
        return { authenticated: false };
      }
    },
  });
}

/**
 * The passkey step of a sign-in: the browser's assertion for the options the password step answered, posted to
 * `POST /api/admin/login/passkey`. A refused assertion (401) is a PasskeyError like a cancelled prompt.
 */
async function passkeyStep(options: Extract<LoginAnswer, { passkeyRequired: true }>["options"]): Promise<AuthStatus> {
  const response = await passkeyAssertion(options);
  try {
    return (await (await apiRequest("POST", "/api/admin/login/passkey", { response })).json()) as AuthStatus;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw new PasskeyError("failed", { cause: error });
    throw error;
  }
}

/**
 * Sign-in: `POST /api/admin/login`, then, once the admin has a passkey, the passkey step (`onPasskeyStep` is
 * called as the browser's prompt opens). On success the auth check is answered from the response.
 */
export function useLogin({ onPasskeyStep }: { onPasskeyStep?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<AuthStatus> => {
      const answer = (await (await apiRequest("POST", "/api/admin/login", credentials)).json()) as LoginAnswer;
      if (!("passkeyRequired" in answer)) return answer;
      onPasskeyStep?.();
      return passkeyStep(answer.options);
    },
    onSuccess: (status) => queryClient.setQueryData(AUTH_KEY, status),
  });
}

/**
 * `POST /api/admin/logout`; signed out locally whatever the answer, a failure only logged (SPEC.md §8), and
 * every admin query dropped from the cache.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/admin/logout");
    },
    onError: (error) => console.error("Logout failed", error),
    onSettled: () => clearAdminQueries(queryClient),
  });
}
