import { SUBSCRIPTION_LIST_LIMIT, type Subscription } from "@common/api/subscriptions";
import { Hono } from "hono";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { CSV_BOM, csvRow } from "../lib/csv";
import { logSecurityEvent } from "../lib/security-log";
import { unsubscribeUrl } from "./unsubscribe";

/** Rows read from D1 per page of the export. */
export const EXPORT_PAGE_SIZE = 1000;

interface ExportRow {
  id: number;
  email: string;
  subscribed_at: string;
  is_active: number;
  language: string;
  unsubscribe_token: string;
}

/**
 * Streams every subscriber as CSV, reading D1 in pages by id (keyset pagination), so memory stays flat
 * however many there are. A failure mid-stream aborts the download rather than sending a silently short file.
 */
export function subscribersCsvStream(db: D1Database, origin: string): ReadableStream<Uint8Array> {
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
      const { results } = await db
        .prepare(
          "SELECT id, email, subscribed_at, is_active, language, unsubscribe_token FROM subscribers WHERE id > ? ORDER BY id LIMIT ?",
        )
        .bind(lastId, EXPORT_PAGE_SIZE)
        .all<ExportRow>();
      if (results.length === 0) {
        controller.close();
        return;
      }
      let chunk = "";
      for (const row of results) {
        chunk += csvRow([
          row.id,
          row.email,
          row.subscribed_at,
          row.is_active ? "Active" : "Inactive",
          row.language,
          unsubscribeUrl(origin, row.unsubscribe_token),
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
    const [{ results }, total] = await c.env.DB.batch<Record<string, unknown>>([
      c.env.DB.prepare(
        "SELECT id, email, subscribed_at, is_active FROM subscribers ORDER BY subscribed_at DESC, id DESC LIMIT ?",
      ).bind(SUBSCRIPTION_LIST_LIMIT),
      c.env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers"),
    ]).then(([list, count]) => [list ?? { results: [] }, Number(count?.results[0]?.n ?? 0)] as const);
    c.header("X-Total-Count", String(total));
    return c.json(
      results.map(
        (r): Subscription => ({
          id: Number(r.id),
          email: String(r.email),
          subscribedAt: String(r.subscribed_at),
          isActive: Boolean(r.is_active),
        }),
      ),
    );
  })
  .get("/download", (c) => {
    logSecurityEvent(c, { event: "subscribers_exported", username: c.get("adminUsername") ?? "" });
    const date = new Date().toISOString().slice(0, 10);
    const origin = siteOrigin(c.env, new URL(c.req.url));
    // Through c.body, not a bare Response, so the headers set earlier (the request id) are kept.
    return c.body(subscribersCsvStream(c.env.DB, origin), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="email_subscriptions_${date}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });
