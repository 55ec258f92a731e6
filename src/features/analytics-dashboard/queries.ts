import type { AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import {
  type InsightsResponse,
  insightsResponseSchema,
  type LiveResponse,
  liveResponseSchema,
} from "@common/api/insights";
import type { Subscription } from "@common/api/subscriptions";
import { type QueryFunctionContext, useQuery } from "@tanstack/react-query";
import { adminQueryFn, apiGet, isBackgroundRefetch } from "@/lib/admin/admin-get";
import { throwIfResNotOk } from "@/lib/api-client";

/**
 * SPEC.md §9: analytics and daily views refresh every 30 seconds. Every query here fetches through apiGet with
 * isBackgroundRefetch, so these refreshes are marked as background requests and never extend the session.
 */
export const REFRESH_MS = 30_000;

/** The analytics for a request URL (see analyticsUrl); a 401 yields null, another failure 'status: statusText'. */
export function useAnalytics(url: string) {
  return useQuery({
    queryKey: [url],
    queryFn: adminQueryFn<AnalyticsResponse>({ errorText: "statusText" }),
    refetchInterval: REFRESH_MS,
  });
}

export function useDailyHomepageViews() {
  return useQuery({
    queryKey: ["/api/admin/daily-homepage-views"],
    queryFn: adminQueryFn<DailyHomepageViews>(),
    refetchInterval: REFRESH_MS,
  });
}

export interface SubscriptionsPage {
  items: Subscription[];
  total: number;
}

/** The newest subscriptions and the number of all subscribers (X-Total-Count); a 401 yields null. */
export function useSubscriptions() {
  return useQuery({
    queryKey: ["/api/subscriptions"],
    queryFn: async (context): Promise<SubscriptionsPage | null> => {
      const res = await apiGet("/api/subscriptions", { background: isBackgroundRefetch(context) });
      if (res.status === 401) return null;
      await throwIfResNotOk(res);
      const items = (await res.json()) as Subscription[];
      return { items, total: Number(res.headers.get("X-Total-Count") ?? items.length) };
    },
  });
}

/**
 * The admin GET of `url`, checked against its contract: a 401 yields null (the session ended), an answer of
 * another shape is an error rather than a dashboard of wrong figures.
 */
async function getChecked<T>(
  url: string,
  schema: { parse: (data: unknown) => T },
  context: QueryFunctionContext,
): Promise<T | null> {
  const res = await apiGet(url, { background: isBackgroundRefetch(context) });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return schema.parse(await res.json());
}

/** The owner's business figures for a request URL (see insightsUrl), refreshed with the other polls. */
export function useInsights(url: string) {
  return useQuery({
    queryKey: [url],
    queryFn: (context): Promise<InsightsResponse | null> => getChecked(url, insightsResponseSchema, context),
    refetchInterval: REFRESH_MS,
  });
}

/** Visitors in the last few minutes, refreshed with the other polls. */
export function useLiveVisitors() {
  return useQuery({
    queryKey: ["/api/admin/live"],
    queryFn: (context): Promise<LiveResponse | null> => getChecked("/api/admin/live", liveResponseSchema, context),
    refetchInterval: REFRESH_MS,
  });
}
