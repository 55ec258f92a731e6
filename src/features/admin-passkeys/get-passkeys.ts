import { passkeyListSchema } from "@common/api/passkeys";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "@/lib/admin/admin-get";

const PASSKEYS_URL = "/api/admin/passkeys";

/** `GET /api/admin/passkeys` (an admin query: dropped from the cache on logout); a 401 yields null. */
export const passkeysQuery = queryOptions({
  queryKey: [PASSKEYS_URL],
  queryFn: (context) => adminGet(PASSKEYS_URL, passkeyListSchema, context),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}
