import { dailyHomepageViewsSchema } from "@common/api/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "@/lib/admin/admin-get";
import { REFRESH_MS } from "./refresh";

const DAILY_HOMEPAGE_VIEWS_URL = "/api/admin/daily-homepage-views";

/** The homepage's views per day for the chart; a 401 yields null. */
export const dailyHomepageViewsQuery = queryOptions({
  queryKey: [DAILY_HOMEPAGE_VIEWS_URL],
  queryFn: (context) => adminGet(DAILY_HOMEPAGE_VIEWS_URL, dailyHomepageViewsSchema, context),
  refetchInterval: REFRESH_MS,
});

export function useDailyHomepageViews() {
  return useQuery(dailyHomepageViewsQuery);
}
