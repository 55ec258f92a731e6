import type { AllToolStats } from "@common/api/ratings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";

const ALL_TOOL_STATS_URL = "/api/tools/stats";

/** Every tool's stats and this visitor's votes in one request; a vote updates it in place by this key. */
export const allToolStatsQuery = queryOptions({
  queryKey: [ALL_TOOL_STATS_URL],
  queryFn: () => getJson<AllToolStats>(ALL_TOOL_STATS_URL),
});

/** All tools' stats and this visitor's votes; one request however many cards a page shows. */
export function useAllToolStats() {
  return useQuery(allToolStatsQuery);
}
