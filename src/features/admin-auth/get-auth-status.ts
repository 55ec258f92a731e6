import type { AuthStatus, LoginRequest } from "@common/api/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "@/lib/api-client";
import { AUTH_KEY, clearAdminQueries } from "./admin-queries";

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

/** `POST /api/admin/login`; on success the auth check is answered from the response. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) =>
      (await (await apiRequest("POST", "/api/admin/login", credentials)).json()) as AuthStatus,
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
