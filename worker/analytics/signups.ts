import type { Period } from "@common/api/insights";
import { shiftDay } from "./periods";

/**
 * Newsletter signups per UTC day of a period (the day a subscriber was created, unsubscribed or not), from the
 * subscribers table: signups live in D1 whichever reader serves the visits. Reads the `subscribed_at` index.
 */
export async function signupsPerDay(db: D1Database, period: Period): Promise<Map<string, number>> {
  const conditions = ["subscribed_at < ?"];
  const params = [shiftDay(period.endDate, 1)];
  if (period.startDate) {
    conditions.push("subscribed_at >= ?");
    params.push(period.startDate);
  }
  const { results } = await db
    .prepare(
      `SELECT substr(subscribed_at, 1, 10) AS day, COUNT(*) AS n FROM subscribers WHERE ${conditions.join(" AND ")} GROUP BY day`,
    )
    .bind(...params)
    .all<{ day: string; n: number }>();
  return new Map(results.map((r) => [r.day, Number(r.n)]));
}
