import { deleteChallenge, insertChallenge } from "../db/admin-challenges";
import type { Database } from "../db/client";

/**
 * How long a WebAuthn challenge waits for its answer. The browser's prompt times out after
 * PASSKEY_PROMPT_TIMEOUT_MS; the rest is slack for the round trips.
 */
export const CHALLENGE_TTL_SECONDS = 120;
export const PASSKEY_PROMPT_TIMEOUT_MS = 60_000;

/** What the answer to a challenge may do. */
export type ChallengePurpose = "sign-in" | "register" | "confirm";

/**
 * Stores a fresh challenge for `purpose`. Expired challenges are deleted in the same batch: only a correct
 * password or a signed-in admin can ask for one, so the table stays a handful of rows without a cron.
 */
export async function storeChallenge(db: Database, purpose: ChallengePurpose, challenge: string): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000).toISOString();
  await insertChallenge(db, { challenge, purpose, expiresAt }, now.toISOString());
}

/**
 * Takes the challenge an answer claims to sign: true when it was issued for `purpose` and has not expired. It is
 * deleted whatever the outcome, in one statement, so a challenge is answered at most once even when two answers
 * race (D1 runs each statement atomically on the primary; KV could return the same value to both).
 */
export async function takeChallenge(db: Database, purpose: ChallengePurpose, challenge: string): Promise<boolean> {
  const row = await deleteChallenge(db, challenge);
  return row?.purpose === purpose && Date.parse(row.expiresAt) > Date.now();
}
