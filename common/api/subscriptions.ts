import { z } from "zod";

/**
 * The states of a newsletter address (docs/decisions/042): `pending` until the emailed link is confirmed, then
 * `active`, and `unsubscribed` once it leaves (SPEC.md's "Inactive").
 */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * One row of `GET /api/subscriptions` (SPEC.md §3 "Subscription record", with the state and the confirmation time
 * of double opt-in; `isActive` is `status === "active"`).
 */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  confirmedAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * `GET /api/subscriptions`: newest first. The header `X-Total-Count` carries the number of active subscribers (the
 * dashboard's Email Subscribers card).
 */
export const subscriptionListSchema = z.array(subscriptionSchema);

/** The most rows the list returns (the dashboard shows 15; the CSV export has them all). */
export const SUBSCRIPTION_LIST_LIMIT = 500;

/**
 * `GET /api/subscriptions/address?email=…`: everything held about one address (a data subject's access request),
 * or 404. `DELETE` on the same path erases the address and its consent record.
 */
export const SUBSCRIBER_ADDRESS_PATH = "/api/subscriptions/address";

/** What `GET /api/subscriptions/address` answers: the stored row, without the secrets that only serve links. */
export const subscriberRecordSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  language: z.string(),
  source: z.string(),
  consentVersion: z.string().nullable(),
  confirmationPendingUntil: z.string().nullable(),
  lastConfirmationSentAt: z.string().nullable(),
});
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;
