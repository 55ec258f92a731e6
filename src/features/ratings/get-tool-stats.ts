import type { ToolStatsDetail } from "@common/api/ratings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";

/**
 * One tool's stats with its votes per star (SPEC.md §7 `GET /api/tools/{id}/stats`). A vote refetches it by
 * this query's key (vote-on-tool.ts), so a tool page's distribution follows the vote.
 */
export function toolStatsQuery(toolId: string) {
  const url = `/api/tools/${toolId}/stats`;
  return queryOptions({ queryKey: [url], queryFn: () => getJson<ToolStatsDetail>(url) });
}

export function useToolStats(toolId: string) {
  return useQuery(toolStatsQuery(toolId));
}
