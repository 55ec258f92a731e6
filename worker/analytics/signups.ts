import type { Period } from "@common/api/insights";
import type { Database } from "../db/client";
import { signupCountsByDay } from "../db/subscribers";
import { shiftDay } from "./periods";

/**
 * Newsletter signups per UTC day of a period (the day a subscriber was created, unsubscribed or not), from the
 * subscribers table: signups live in D1 whichever reader serves the visits.
 */
export async function signupsPerDay(db: Database, period: Period): Promise<Map<string, number>> {
  const rows = await signupCountsByDay(db, period.startDate ?? null, shiftDay(period.endDate, 1));
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
