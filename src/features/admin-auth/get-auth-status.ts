import { type AuthStatus, authStatusSchema } from "@common/api/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/admin/admin-get";
import { AUTH_KEY } from "@/lib/admin/admin-queries";

const SIGNED_OUT: AuthStatus = { authenticated: false };

/** `GET /api/admin/auth`, checked against its contract; a failing check counts as signed out (SPEC.md §8). */
export async function getAuthStatus(): Promise<AuthStatus> {
  try {
    const res = await apiGet(AUTH_KEY[0]);
    if (!res.ok) return SIGNED_OUT;
    return authStatusSchema.parse(await res.json());
  } catch {
    return SIGNED_OUT;
  }
}

/** The sign-in check; sign-in and sign-out answer it in place by its key. */
export const authStatusQuery = queryOptions({ queryKey: AUTH_KEY, queryFn: getAuthStatus });

export function useAuthStatus() {
  return useQuery(authStatusQuery);
}
