import { FACTS_REVIEW_LIMIT, type FactsReview } from "@common/catalogue/admin-api";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { runBatch } from "../sql-batch";

/**
 * The dashboard's "facts to check again" (docs/decisions/044): published tools whose oldest confirmed fact group is
 * older than `days`, or that have a group nobody confirmed, oldest first; and how many have no facts at all. Read
 * along the (status, facts_checked_on) index, so the list costs the same whatever the catalogue's size.
 */
export async function factsReview(db: Database, days: number, today: Date): Promise<FactsReview> {
  const cutoff = new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const due = sql`FROM catalogue_tools WHERE status = 'published' AND facts_checked_on < ${cutoff}`;
  const [counts, tools] = await runBatch(db, [
    sql`SELECT (SELECT COUNT(*) ${due}) AS due,
      (SELECT COUNT(*) FROM catalogue_tools WHERE status = 'published' AND facts_checked_on IS NULL) AS withoutFacts`,
    sql`SELECT id, name, facts_checked_on AS checkedOn ${due}
      ORDER BY facts_checked_on, id LIMIT ${FACTS_REVIEW_LIMIT}`,
  ]);
  const row = (counts?.results[0] ?? {}) as { due?: number; withoutFacts?: number };
  return {
    days,
    due: row.due ?? 0,
    withoutFacts: row.withoutFacts ?? 0,
    tools: (tools?.results ?? []) as FactsReview["tools"],
  };
}
