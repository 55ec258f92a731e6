import { liveResponseSchema } from "@common/api/insights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "@/lib/admin/admin-get";
import { REFRESH_MS } from "./refresh";

const LIVE_URL = "/api/admin/live";

/** Visitors in the last few minutes, refreshed with the other polls. */
export const liveVisitorsQuery = queryOptions({
  queryKey: [LIVE_URL],
  queryFn: (context) => adminGet(LIVE_URL, liveResponseSchema, context),
  refetchInterval: REFRESH_MS,
});

export function useLiveVisitors() {
  return useQuery(liveVisitorsQuery);
}
