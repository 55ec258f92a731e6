import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { apiRequest } from "@/lib/api-client";

/** `POST /api/admin/logout`; its answer is not used (SPEC.md §7). */
export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/admin/logout");
}

/**
 * Sign-out: signed out locally whatever the answer, a failure only logged (SPEC.md §8), and every admin query
 * dropped from the cache.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onError: (error) => console.error("Logout failed", error),
    onSettled: () => clearAdminQueries(queryClient),
  });
}
