import { subscribeRequestSchema } from "@common/api/newsletter";
import { SUBSCRIPTION_LIST_LIMIT, type SubscriberRecord, type Subscription } from "@common/api/subscriptions";
import { type Context, Hono } from "hono";
import { type Database, database } from "../db/client";
import { eraseSubscriber, latestSubscribers, subscriberRecord, subscribersAfter } from "../db/subscribers";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { CSV_BOM, csvRow } from "../lib/csv";
import { ApiError } from "../lib/errors";
import { requireSameOrigin } from "../lib/same-origin";
import { logSecurityEvent } from "../lib/security-log";
import { unsubscribeUrl } from "../mail/newsletter-mails";

/**
 * Streams every subscriber as CSV, reading D1 in pages by id (keyset pagination), so memory stays flat
 * however many there are. A failure mid-stream aborts the download rather than sending a silently short file.
 */
export function subscribersCsvStream(db: Database, origin: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = ["id", "email", "subscribed_at", "status", "confirmed_at", "language", "source"];
        controller.enqueue(encoder.encode(`${CSV_BOM}${csvRow([...header, "consent_version", "unsubscribe_url"])}`));
        return;
      }
      const results = await subscribersAfter(db, lastId);
      if (results.length === 0) {
        controller.close();
        return;
      }
      let chunk = "";
      for (const row of results) {
        chunk += csvRow([
          row.id,
          row.email,
          row.subscribedAt,
          row.status,
          row.confirmedAt ?? "",
          row.language,
          row.source,
          row.consentVersion ?? "",
          unsubscribeUrl(origin, row.unsubscribeToken),
        ]);
      }
      lastId = results[results.length - 1]?.id ?? lastId;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

/** The `email` query parameter as stored (trimmed, lower-cased, a valid address), else 400. */
function addressOf(c: Context<AppEnv>): string {
  const parsed = subscribeRequestSchema.shape.email.safeParse(c.req.query("email") ?? "");
  if (!parsed.success) throw new ApiError(400, "bad_request", "email must be a valid address");
  return parsed.data;
}

/**
 * Subscriber list, CSV export, and one address's data: what is held about it (an access request) and its erasure
 * (admin only: mounted on an `adminOnly()` sub-app).
 */
export const subscriptionsAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { items, active } = await latestSubscribers(database(c.env.DB), SUBSCRIPTION_LIST_LIMIT);
    c.header("X-Total-Count", String(active));
    return c.json(items satisfies Subscription[]);
  })
  .get("/download", (c) => {
    logSecurityEvent(c, { event: "subscribers_exported", username: c.get("adminUsername") ?? "" });
    const date = new Date().toISOString().slice(0, 10);
    const origin = siteOrigin(c.env, new URL(c.req.url));
    // Through c.body, not a bare Response, so the headers set earlier (the request id) are kept.
    return c.body(subscribersCsvStream(database(c.env.DB), origin), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="email_subscriptions_${date}.csv"`,
      "Cache-Control": "private, no-store",
    });
  })
  .get("/address", async (c) => {
    const record = await subscriberRecord(database(c.env.DB), addressOf(c));
    if (!record) throw new ApiError(404, "not_found", "No subscriber with this address");
    c.header("Cache-Control", "private, no-store");
    c.header(
      "Content-Disposition",
      `attachment; filename="subscriber_data_${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json(record satisfies SubscriberRecord);
  })
  .delete("/address", requireSameOrigin, async (c) => {
    const email = addressOf(c);
    if (!(await eraseSubscriber(database(c.env.DB), email))) {
      throw new ApiError(404, "not_found", "No subscriber with this address");
    }
    logSecurityEvent(c, { event: "subscriber_erased", username: c.get("adminUsername") ?? "" });
    return c.body(null, 204);
  });
