import type { Passkey } from "@common/api/passkeys";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** A registered passkey with what verifying an assertion needs. */
export interface StoredPasskey extends Passkey {
  publicKey: string;
  counter: number;
  transports: string[];
}

interface Row {
  id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

function fromRow(row: Row): StoredPasskey {
  return {
    id: row.id,
    name: row.name,
    publicKey: row.public_key,
    counter: row.counter,
    transports: row.transports ? row.transports.split(",") : [],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** What the admin sees of a passkey (never its key). */
export function publicPasskey({ id, name, createdAt, lastUsedAt }: StoredPasskey): Passkey {
  return { id, name, createdAt, lastUsedAt };
}

/** Every registered passkey, oldest first. */
export async function listPasskeys(db: Database): Promise<StoredPasskey[]> {
  const rows = await db.all<Row>(sql`SELECT * FROM admin_passkeys ORDER BY created_at, id`);
  return rows.map(fromRow);
}

/** True once the admin has registered a passkey: from then on signing in needs one. */
export async function hasPasskeys(db: Database): Promise<boolean> {
  return Boolean(await db.get(sql`SELECT 1 AS found FROM admin_passkeys LIMIT 1`));
}

export async function findPasskey(db: Database, id: string): Promise<StoredPasskey | null> {
  const row = await db.get<Row>(sql`SELECT * FROM admin_passkeys WHERE id = ${id}`);
  return row ? fromRow(row) : null;
}

/**
 * Stores a new passkey unless `max` are registered already or its credential id is taken; answers whether it was
 * stored. One statement decides, so two registrations at once cannot pass the cap.
 */
export async function addPasskey(
  db: Database,
  passkey: { id: string; name: string; publicKey: string; counter: number; transports: string[] },
  max: number,
): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO admin_passkeys (id, name, public_key, counter, transports)
    SELECT ${passkey.id}, ${passkey.name}, ${passkey.publicKey}, ${passkey.counter}, ${passkey.transports.join(",")}
    WHERE (SELECT COUNT(*) FROM admin_passkeys) < ${max}
    ON CONFLICT (id) DO NOTHING`);
  return result.meta.changes === 1;
}

/**
 * Records a verified use: the authenticator's new counter and the time. False when the passkey was removed in
 * the meantime, so an assertion made with a passkey removed since never signs anyone in.
 */
export async function recordPasskeyUse(db: Database, id: string, counter: number): Promise<boolean> {
  const result = await db.run(sql`
    UPDATE admin_passkeys SET counter = ${counter}, last_used_at = ${new Date().toISOString()} WHERE id = ${id}`);
  return result.meta.changes === 1;
}

/** Removes a passkey; false when there was none with that id. */
export async function removePasskey(db: Database, id: string): Promise<boolean> {
  const result = await db.run(sql`DELETE FROM admin_passkeys WHERE id = ${id}`);
  return result.meta.changes === 1;
}
