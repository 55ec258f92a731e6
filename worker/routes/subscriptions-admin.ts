import { SUBSCRIPTION_LIST_LIMIT, type Subscription } from "@common/api/subscriptions";
import { Hono } from "hono";
import { type Database, database } from "../db/client";
import { latestSubscribers, subscribersAfter } from "../db/subscribers";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { CSV_BOM, csvRow } from "../lib/csv";
import { logSecurityEvent } from "../lib/security-log";
import { unsubscribeUrl } from "./unsubscribe";

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
        controller.enqueue(
          encoder.encode(
            `${CSV_BOM}${csvRow(["id", "email", "subscribed_at", "status", "language", "unsubscribe_url"])}`,
          ),
        );
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
          row.isActive ? "Active" : "Inactive",
          row.language,
          unsubscribeUrl(origin, row.unsubscribeToken),
        ]);
      }
      lastId = results[results.length - 1]?.id ?? lastId;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

/** Subscriber list and CSV export (admin only: mounted on an `adminOnly()` sub-app). */
export const subscriptionsAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { items, total } = await latestSubscribers(database(c.env.DB), SUBSCRIPTION_LIST_LIMIT);
    c.header("X-Total-Count", String(total));
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
  });
