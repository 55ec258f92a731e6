import type { Subscription } from "@common/api/subscriptions";
import { and, asc, count, desc, gt, gte, lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { subscribers } from "./schema";

/** A random 256-bit unsubscribe token (base64url). */
export function newUnsubscribeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Adds a subscriber, or re-activates one who had unsubscribed. Returns false when the address is already an
 * active subscriber. One statement decides, guarded by the unique index on email, so concurrent signups of the
 * same address store exactly one row.
 */
export async function subscribe(
  db: Database,
  input: { email: string; language: string; source: string },
): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO subscribers (email, unsubscribe_token, language, source)
    VALUES (${input.email}, ${newUnsubscribeToken()}, ${input.language}, ${input.source})
    ON CONFLICT (email) DO UPDATE SET
      is_active = 1,
      subscribed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
      language = excluded.language,
      source = excluded.source
    WHERE subscribers.is_active = 0`);
  return result.meta.changes === 1;
}

/** The language of the subscriber with this token, or null for an unknown token; changes nothing. */
export async function subscriberLanguage(db: Database, token: string): Promise<{ language: string } | null> {
  const row = await db.get<{ language: string }>(sql`
    SELECT language FROM subscribers WHERE unsubscribe_token = ${token}`);
  return row ?? null;
}

/** Marks the subscriber with this token inactive; returns their language, or null for an unknown token. */
export async function unsubscribe(db: Database, token: string): Promise<{ language: string } | null> {
  const row = await db.get<{ language: string }>(sql`
    UPDATE subscribers SET is_active = 0 WHERE unsubscribe_token = ${token} RETURNING language`);
  return row ?? null;
}

/** Rows read from D1 per page of the export. */
export const EXPORT_PAGE_SIZE = 1000;

/** The newest subscribers, at most `limit` of them, and the number of all subscribers, read in one batch. */
export async function latestSubscribers(
  db: Database,
  limit: number,
): Promise<{ items: Subscription[]; total: number }> {
  const [items, [all]] = await db.batch([
    db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        subscribedAt: subscribers.subscribedAt,
        isActive: subscribers.isActive,
      })
      .from(subscribers)
      .orderBy(desc(subscribers.subscribedAt), desc(subscribers.id))
      .limit(limit),
    db.select({ n: count() }).from(subscribers),
  ]);
  return { items, total: all?.n ?? 0 };
}

/**
 * One page of the export: the EXPORT_PAGE_SIZE subscribers after id `afterId`, in id order (keyset pagination, so
 * each page costs the same however far the export has got).
 */
export function subscribersAfter(db: Database, afterId: number) {
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      subscribedAt: subscribers.subscribedAt,
      isActive: subscribers.isActive,
      language: subscribers.language,
      unsubscribeToken: subscribers.unsubscribeToken,
    })
    .from(subscribers)
    .where(gt(subscribers.id, afterId))
    .orderBy(asc(subscribers.id))
    .limit(EXPORT_PAGE_SIZE);
}

/**
 * Signups per UTC day (YYYY-MM-DD) of the subscribers created from `fromDay` (or ever, when null) up to before
 * `beforeDay`, unsubscribed or not. Reads the `subscribed_at` index.
 */
export async function signupCountsByDay(
  db: Database,
  fromDay: string | null,
  beforeDay: string,
): Promise<{ day: string; n: number }[]> {
  const day = sql<string>`substr(${subscribers.subscribedAt}, 1, 10)`;
  return db
    .select({ day, n: count() })
    .from(subscribers)
    .where(
      and(
        lt(subscribers.subscribedAt, beforeDay),
        fromDay === null ? undefined : gte(subscribers.subscribedAt, fromDay),
      ),
    )
    .groupBy(day);
}
