import { eq, lte } from "drizzle-orm";
import type { Database } from "./client";
import { adminChallenges } from "./schema";

type ChallengeRow = typeof adminChallenges.$inferSelect;

/** Stores a challenge and deletes the ones expired at `now` (ISO time) in the same batch. */
export async function insertChallenge(db: Database, row: ChallengeRow, now: string): Promise<void> {
  await db.batch([
    db.delete(adminChallenges).where(lte(adminChallenges.expiresAt, now)),
    db.insert(adminChallenges).values(row),
  ]);
}

/**
 * Deletes a challenge and returns the row it was, or null when there was none. One statement, so of two callers
 * racing for the same challenge only one gets the row.
 */
export async function deleteChallenge(db: Database, challenge: string): Promise<ChallengeRow | null> {
  const [row] = await db.delete(adminChallenges).where(eq(adminChallenges.challenge, challenge)).returning();
  return row ?? null;
}
