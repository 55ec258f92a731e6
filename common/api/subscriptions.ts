import { z } from "zod";

/** One row of `GET /api/subscriptions` (SPEC.md §3 "Subscription record"). */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
  isActive: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions`: newest first. The header `X-Total-Count` carries the number of all subscribers. */
export const subscriptionListSchema = z.array(subscriptionSchema);

/** The most rows the list returns (the dashboard shows 15; the CSV export has them all). */
export const SUBSCRIPTION_LIST_LIMIT = 500;
