import type { Database } from "./client";
import { spentVoteChallenges } from "./schema";

/**
 * Records a vote challenge's nonce as used until `expiresAt` (ISO time); false when it already was. The nonce is
 * the primary key, so of two callers racing with one nonce exactly one gets true.
 */
export async function spendNonce(db: Database, nonce: string, expiresAt: string): Promise<boolean> {
  const { meta } = await db.insert(spentVoteChallenges).values({ nonce, expiresAt }).onConflictDoNothing();
  return meta.changes === 1;
}
