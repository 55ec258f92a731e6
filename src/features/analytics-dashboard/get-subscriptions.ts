import { type Subscription, subscriptionListSchema } from "@common/api/subscriptions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminResponse } from "@/lib/admin/admin-get";

const SUBSCRIPTIONS_URL = "/api/subscriptions";

export interface SubscriptionsPage {
  items: Subscription[];
  total: number;
}

/** The newest subscriptions and the number of active subscribers (X-Total-Count); a 401 yields null. */
export const subscriptionsQuery = queryOptions({
  queryKey: [SUBSCRIPTIONS_URL],
  queryFn: async (context): Promise<SubscriptionsPage | null> => {
    const res = await adminResponse(SUBSCRIPTIONS_URL, context);
    if (!res) return null;
    const items = subscriptionListSchema.parse(await res.json());
    return { items, total: Number(res.headers.get("X-Total-Count") ?? items.length) };
  },
});

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}
