import type { AnalyticsResponse, DailyHomepageViews } from "@common/api/analytics";
import type { Subscription } from "@common/api/subscriptions";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn, throwIfResNotOk } from "@/lib/api-client";

/** SPEC.md §9: analytics and daily views refresh every 30 seconds. */
export const REFRESH_MS = 30_000;

/** The analytics for a request URL (see analyticsUrl); a 401 yields null. */
export function useAnalytics(url: string) {
  return useQuery({
    queryKey: [url],
    queryFn: getQueryFn<AnalyticsResponse>({ on401: "returnNull" }),
    refetchInterval: REFRESH_MS,
  });
}

export function useDailyHomepageViews() {
  return useQuery({
    queryKey: ["/api/admin/daily-homepage-views"],
    queryFn: getQueryFn<DailyHomepageViews>({ on401: "returnNull" }),
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
    queryFn: async (): Promise<SubscriptionsPage | null> => {
      const res = await fetch("/api/subscriptions", { credentials: "include" });
      if (res.status === 401) return null;
      await throwIfResNotOk(res);
      const items = (await res.json()) as Subscription[];
      return { items, total: Number(res.headers.get("X-Total-Count") ?? items.length) };
    },
  });
}
