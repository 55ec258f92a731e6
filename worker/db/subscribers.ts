import { sql } from "drizzle-orm";
import type { Database } from "./client";

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
