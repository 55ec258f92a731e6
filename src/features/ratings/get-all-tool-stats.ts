import type { AllToolStats } from "@common/api/ratings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/** Query key of the batched stats: every tool's stats and this visitor's votes in one request. */
export const ALL_TOOL_STATS_KEY = ["/api/tools/stats"] as const;

export const allToolStatsQuery = queryOptions({
  queryKey: ALL_TOOL_STATS_KEY,
  queryFn: getQueryFn<AllToolStats>({ on401: "throw" }) as () => Promise<AllToolStats>,
});

/** All tools' stats and this visitor's votes; one request however many cards a page shows. */
export function useAllToolStats() {
  return useQuery(allToolStatsQuery);
}
