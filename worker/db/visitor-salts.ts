import { eq, lt } from "drizzle-orm";
import type { Database } from "./client";
import { visitorSalts } from "./schema";

/**
 * The salt stored for `day`, storing `candidate` first when there is none (insert-if-absent, then read back, so
 * concurrent first visits of a day agree on one salt), and deleting the salts of days before `keepFrom`, in one
 * batch.
 */
export async function storedDailySalt(
  db: Database,
  day: string,
  candidate: string,
  keepFrom: string,
): Promise<string | undefined> {
  const [, [row]] = await db.batch([
    db.insert(visitorSalts).values({ day, salt: candidate }).onConflictDoNothing(),
    db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day)),
    db.delete(visitorSalts).where(lt(visitorSalts.day, keepFrom)),
  ]);
  return row?.salt;
}
