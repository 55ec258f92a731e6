import { analyticsResponseSchema } from "@common/api/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "@/lib/admin/admin-get";
import { REFRESH_MS } from "./refresh";

/** The analytics for a request URL (see analyticsUrl); a 401 yields null, another failure 'status: statusText'. */
export function analyticsQuery(url: string) {
  return queryOptions({
    queryKey: [url],
    queryFn: (context) => adminGet(url, analyticsResponseSchema, context, { errorText: "statusText" }),
    refetchInterval: REFRESH_MS,
  });
}

export function useAnalytics(url: string) {
  return useQuery(analyticsQuery(url));
}
