import type { AllToolStats } from "@common/api/ratings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";

/** The first part of every batched stats query's key: a vote updates all of them in place. */
export const TOOL_STATS_KEY = ["/api/tools/stats"] as const;

/**
 * The stats of the tools a page shows and this visitor's votes on them, in one request
 * (`GET /api/tools/stats?ids=…`): a page asks only for its own tools, whatever the catalogue's size.
 */
export function toolStatsQuery(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: [...TOOL_STATS_KEY, sorted] as const,
    queryFn: () => getJson<AllToolStats>(`/api/tools/stats?ids=${sorted.map(encodeURIComponent).join(",")}`),
    enabled: sorted.length > 0,
  });
}

/** The stats of the given tools and this visitor's votes on them; one request however many cards a page shows. */
export function useToolStats(ids: readonly string[]) {
  return useQuery(toolStatsQuery(ids));
}
