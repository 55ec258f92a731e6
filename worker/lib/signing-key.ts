import type { Database } from "../db/client";
import { storedSigningKey } from "../db/signing-keys";

/** Names of the keys the Worker keeps in `signing_keys`. */
export type SigningKeyName = "vote-challenge";

// A key never changes once stored, so an isolate asks D1 for it once.
const known = new Map<SigningKeyName, string>();

function randomKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A random 256-bit key (hex) the Worker made for itself the first time it was needed and keeps in D1, so the site
 * works without the owner configuring a secret: `INSERT OR IGNORE` then read back, so concurrent first requests
 * agree on one key (D1 is strongly consistent). Kept in the isolate's memory once read.
 */
export async function signingKey(db: Database, name: SigningKeyName): Promise<string> {
  const cached = known.get(name);
  if (cached) return cached;
  const key = await storedSigningKey(db, name, randomKey());
  if (!key) throw new Error(`D1_ERROR: signing key ${name} missing`);
  known.set(name, key);
  return key;
}
