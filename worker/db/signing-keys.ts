import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { signingKeys } from "./schema";

/**
 * The key stored under `name`, storing `candidate` first when there is none: insert-if-absent, then read back in
 * one batch, so concurrent first callers agree on one key (D1 is strongly consistent).
 */
export async function storedSigningKey(db: Database, name: string, candidate: string): Promise<string | undefined> {
  const [, [row]] = await db.batch([
    db.insert(signingKeys).values({ name, key: candidate }).onConflictDoNothing(),
    db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.name, name)),
  ]);
  return row?.key;
}
