import type { SubscriberRecord, SubscriberStatus, Subscription } from "@common/api/subscriptions";
import { and, asc, count, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { subscribers } from "./schema";
import { runBatch } from "./sql-batch";

/** A random 256-bit token (base64url, 43 characters): unsubscribe links and confirmation links. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The shape of every token this module makes. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A signup that asks for a confirmation mail, with everything its consent record and its limits need. */
export interface ConfirmationRequest {
  email: string;
  language: string;
  source: string;
  consentVersion: string;
  /** SHA-256 (hex) of the token the mail will carry: only the hash is stored. */
  confirmTokenHash: string;
  unsubscribeToken: string;
  now: Date;
  /** When the token stops working and the pending address is deleted. */
  expiresAt: Date;
  /** The salted keys of the sender's network and allocation (one for IPv4), counted per day. */
  networkKeys: readonly string[];
  limits: { perAddressPerDay: number; perNetworkPerDay: number; perDay: number; addressInterval: number };
}

/**
 * What a signup came to: `send` (a pending row now holds this request's token: mail it), `active` (the address is
 * already an active subscriber) or `held` (a limit held the mail back: nothing to send, the visitor is told the
 * same as for `send`).
 */
export type ConfirmationOutcome = "send" | "active" | "held";

/**
 * Stores a signup as pending with a new confirmation token and a new unsubscribe token, unless the address is
 * active or a limit holds: one mail per address per `addressInterval` ms and `perAddressPerDay` a UTC day,
 * `perNetworkPerDay` per network (and IPv6 /48) and `perDay` for the whole site. One D1 batch (one transaction)
 * decides and counts, so fifty signups of one address at once store one token and count one mail.
 */
export async function requestConfirmation(db: Database, r: ConfirmationRequest): Promise<ConfirmationOutcome> {
  const day = r.now.toISOString().slice(0, 10);
  const now = r.now.toISOString();
  const intervalAgo = new Date(r.now.getTime() - r.limits.addressInterval).toISOString();
  const keys = sql.join(
    r.networkKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  const mine = sql`EXISTS (SELECT 1 FROM subscribers WHERE confirm_token_hash = ${r.confirmTokenHash})`;
  const results = await runBatch(db, [
    sql`INSERT INTO daily_mail_totals (day, sent) VALUES (${day}, 0) ON CONFLICT DO NOTHING`,
    ...r.networkKeys.map(
      (key) =>
        sql`INSERT INTO daily_mail_networks (day, network_hash, sent) VALUES (${day}, ${key}, 0) ON CONFLICT DO NOTHING`,
    ),
    sql`
      INSERT INTO subscribers (email, status, unsubscribe_token, language, source, consent_version, subscribed_at,
        confirm_token_hash, confirm_expires_at, last_confirmation_sent_at, confirmation_day, confirmations_that_day)
      SELECT ${r.email}, 'pending', ${r.unsubscribeToken}, ${r.language}, ${r.source}, ${r.consentVersion}, ${now},
        ${r.confirmTokenHash}, ${r.expiresAt.toISOString()}, ${now}, ${day}, 1
      WHERE (SELECT sent FROM daily_mail_totals WHERE day = ${day}) < ${r.limits.perDay}
        AND (SELECT MAX(sent) FROM daily_mail_networks WHERE day = ${day} AND network_hash IN (${keys}))
          < ${r.limits.perNetworkPerDay}
      ON CONFLICT (email) DO UPDATE SET
        status = 'pending',
        unsubscribe_token = excluded.unsubscribe_token,
        language = excluded.language,
        source = excluded.source,
        consent_version = excluded.consent_version,
        subscribed_at = excluded.subscribed_at,
        confirmed_at = NULL,
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        last_confirmation_sent_at = excluded.last_confirmation_sent_at,
        confirmations_that_day = CASE WHEN subscribers.confirmation_day = excluded.confirmation_day
          THEN subscribers.confirmations_that_day + 1 ELSE 1 END,
        confirmation_day = excluded.confirmation_day
      WHERE subscribers.status <> 'active'
        AND (subscribers.last_confirmation_sent_at IS NULL OR subscribers.last_confirmation_sent_at <= ${intervalAgo})
        AND NOT (subscribers.confirmation_day = excluded.confirmation_day
          AND subscribers.confirmations_that_day >= ${r.limits.perAddressPerDay})`,
    sql`UPDATE daily_mail_totals SET sent = sent + 1 WHERE day = ${day} AND ${mine}`,
    sql`UPDATE daily_mail_networks SET sent = sent + 1 WHERE day = ${day} AND network_hash IN (${keys}) AND ${mine}`,
    sql`SELECT status, confirm_token_hash = ${r.confirmTokenHash} AS mine FROM subscribers WHERE email = ${r.email}`,
  ]);
  const row = results.at(-1)?.results[0] as { status: SubscriberStatus; mine: number } | undefined;
  if (row?.mine === 1) return "send";
  return row?.status === "active" ? "active" : "held";
}

/**
 * Undoes the hour's hold of a confirmation that could not be mailed (the mail service refused it), so the visitor
 * can try again at once. The counts stay: a failing service is no reason to send more.
 */
export async function releaseConfirmation(db: Database, confirmTokenHash: string): Promise<void> {
  await db.run(sql`
    UPDATE subscribers SET last_confirmation_sent_at = NULL, confirm_token_hash = NULL
    WHERE confirm_token_hash = ${confirmTokenHash} AND status = 'pending'`);
}

/** The language of the pending address this unexpired confirmation token belongs to, or null; changes nothing. */
export async function pendingConfirmation(
  db: Database,
  confirmTokenHash: string,
  now: Date,
): Promise<{ language: string } | null> {
  const row = await db.get<{ language: string }>(sql`
    SELECT language FROM subscribers
    WHERE confirm_token_hash = ${confirmTokenHash} AND status = 'pending' AND confirm_expires_at > ${now.toISOString()}`);
  return row ?? null;
}

/** The subscriber a mail goes to. */
export interface Addressee {
  email: string;
  language: string;
  unsubscribeToken: string;
}

/**
 * Confirms the pending address this token belongs to, once: it becomes active with `confirmed_at` set, the token
 * is cleared, and so is the time it last left (the record now describes this subscription). Null for an unknown, used or expired token (an expired one is deleted by the daily cron).
 */
export async function confirmSubscription(
  db: Database,
  confirmTokenHash: string,
  now: Date,
): Promise<Addressee | null> {
  const at = now.toISOString();
  const row = await db.get<Addressee>(sql`
    UPDATE subscribers
    SET status = 'active', confirmed_at = ${at}, unsubscribed_at = NULL, confirm_token_hash = NULL,
      confirm_expires_at = NULL
    WHERE confirm_token_hash = ${confirmTokenHash} AND status = 'pending' AND confirm_expires_at > ${at}
    RETURNING email, language, unsubscribe_token AS unsubscribeToken`);
  return row ?? null;
}

/** The language of the subscriber with this unsubscribe token, or null for an unknown token; changes nothing. */
export async function subscriberLanguage(db: Database, token: string): Promise<{ language: string } | null> {
  const row = await db.get<{ language: string }>(sql`
    SELECT language FROM subscribers WHERE unsubscribe_token = ${token}`);
  return row ?? null;
}

/**
 * Unsubscribes the address with this token at once (a pending one too, whose confirmation link stops working).
 * Null for an unknown token; `wasActive` says whether it was an active subscriber until now (only those get a
 * goodbye). Unsubscribing twice changes nothing the second time.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  now: Date,
): Promise<(Addressee & { wasActive: boolean }) | null> {
  const [before, after] = await runBatch(db, [
    sql`SELECT status FROM subscribers WHERE unsubscribe_token = ${token}`,
    sql`
      UPDATE subscribers
      SET status = 'unsubscribed', unsubscribed_at = ${now.toISOString()}, confirm_token_hash = NULL,
        confirm_expires_at = NULL
      WHERE unsubscribe_token = ${token} AND status <> 'unsubscribed'`,
    sql`SELECT email, language, unsubscribe_token AS unsubscribeToken FROM subscribers WHERE unsubscribe_token = ${token}`,
  ]).then((results) => [results[0]?.results[0], results[2]?.results[0]] as const);
  if (!after) return null;
  return { ...(after as Addressee), wasActive: (before as { status?: string } | undefined)?.status === "active" };
}

/** Rows read from D1 per page of the export. */
export const EXPORT_PAGE_SIZE = 1000;

const listed = {
  id: subscribers.id,
  email: subscribers.email,
  subscribedAt: subscribers.subscribedAt,
  status: subscribers.status,
  confirmedAt: subscribers.confirmedAt,
};

/** A listed row as the API's record (SPEC.md's `isActive` is read from the status, in this one place). */
function asSubscription(row: Omit<Subscription, "isActive">): Subscription {
  return { ...row, isActive: row.status === "active" };
}

/** The newest subscribers, at most `limit` of them, and the number of active subscribers, read in one batch. */
export async function latestSubscribers(
  db: Database,
  limit: number,
): Promise<{ items: Subscription[]; active: number }> {
  const [items, [all]] = await db.batch([
    db.select(listed).from(subscribers).orderBy(desc(subscribers.subscribedAt), desc(subscribers.id)).limit(limit),
    db.select({ n: count() }).from(subscribers).where(eq(subscribers.status, "active")),
  ]);
  return { items: items.map(asSubscription), active: all?.n ?? 0 };
}

/**
 * One page of the export: the EXPORT_PAGE_SIZE subscribers after id `afterId`, in id order (keyset pagination, so
 * each page costs the same however far the export has got).
 */
export function subscribersAfter(db: Database, afterId: number) {
  return db
    .select({
      ...listed,
      language: subscribers.language,
      source: subscribers.source,
      consentVersion: subscribers.consentVersion,
      unsubscribeToken: subscribers.unsubscribeToken,
    })
    .from(subscribers)
    .where(gt(subscribers.id, afterId))
    .orderBy(asc(subscribers.id))
    .limit(EXPORT_PAGE_SIZE);
}

/** Everything stored about one address (a data subject's access request), without the link secrets; or null. */
export async function subscriberRecord(db: Database, email: string): Promise<SubscriberRecord | null> {
  const [row] = await db
    .select({
      email: subscribers.email,
      status: subscribers.status,
      subscribedAt: subscribers.subscribedAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      language: subscribers.language,
      source: subscribers.source,
      consentVersion: subscribers.consentVersion,
      confirmationPendingUntil: subscribers.confirmExpiresAt,
      lastConfirmationSentAt: subscribers.lastConfirmationSentAt,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  return row ?? null;
}

/** Erases an address and its consent record; false when there was none. */
export async function eraseSubscriber(db: Database, email: string): Promise<boolean> {
  const { meta } = await db.run(sql`DELETE FROM subscribers WHERE email = ${email}`);
  return meta.changes > 0;
}

/**
 * Confirmed signups per UTC day (YYYY-MM-DD) from `fromDay` (or ever, when null) up to before `beforeDay`, whether
 * they later unsubscribed or not: an address that never confirmed is not a signup. Reads the `subscribed_at` index.
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
        sql`${subscribers.status} <> 'pending'`,
      ),
    )
    .groupBy(day);
}
