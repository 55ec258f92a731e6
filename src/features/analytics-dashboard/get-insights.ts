import { insightsResponseSchema } from "@common/api/insights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "@/lib/admin/admin-get";
import { REFRESH_MS } from "./refresh";

/** The owner's business figures for a request URL (see insightsUrl), refreshed with the other polls. */
export function insightsQuery(url: string) {
  return queryOptions({
    queryKey: [url],
    queryFn: (context) => adminGet(url, insightsResponseSchema, context),
    refetchInterval: REFRESH_MS,
  });
}

export function useInsights(url: string) {
  return useQuery(insightsQuery(url));
}
