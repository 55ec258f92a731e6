import type { ToolStatsDetail } from "@common/api/ratings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/**
 * One tool's stats with its votes per star (SPEC.md §7 `GET /api/tools/{id}/stats`). A vote refetches it by
 * this key (vote-on-tool.ts), so a tool page's distribution follows the vote.
 */
export function toolStatsQuery(toolId: string) {
  return queryOptions({
    queryKey: [`/api/tools/${toolId}/stats`],
    queryFn: getQueryFn<ToolStatsDetail>({ on401: "throw" }) as () => Promise<ToolStatsDetail>,
  });
}

export function useToolStats(toolId: string) {
  return useQuery(toolStatsQuery(toolId));
}
