import type { Database } from "../db/client";
import { storedDailySalt } from "../db/visitor-salts";

/** Days a salt is kept; older ones are deleted so old hashes can never be recomputed. */
const KEEP_DAYS = 2;

function randomSalt(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The UTC day of a date, as YYYY-MM-DD: the unit every daily salt and daily key is kept by. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first UTC day whose salt is still kept at `now`: salts of earlier days, and every row keyed by a hash made
 * with one of them, are deleted.
 */
export function saltsKeptFrom(now: Date): string {
  return dayOf(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
}

// A day's salt never changes once stored, so an isolate asks D1 for it once per day, not once per visit.
let known: { day: string; salt: string } | undefined;

/**
 * The random salt of the current UTC day, made once: `INSERT OR IGNORE` then read back, so concurrent first
 * visits of a day agree on one salt (D1 is strongly consistent). Salts older than two days are deleted.
 */
export async function dailySalt(db: Database, now: Date): Promise<string> {
  const day = dayOf(now);
  if (known?.day === day) return known.salt;
  const salt = await storedDailySalt(db, day, randomSalt(), saltsKeptFrom(now));
  if (!salt) throw new Error("D1_ERROR: daily salt missing");
  known = { day, salt };
  return salt;
}
