import type { ToolStats } from "@common/api/ratings";
import { and, avg, count, eq } from "drizzle-orm";
import type { Database } from "./client";
import { votes } from "./schema";

const NO_VOTES: ToolStats = { averageRating: 0, totalVotes: 0 };

function toStats(row: { average: string | number | null; total: number } | undefined): ToolStats {
  if (!row?.total) return NO_VOTES;
  return { averageRating: Number(row.average), totalVotes: row.total };
}

/** Average and count of the votes for one tool. */
export async function statsForTool(db: Database, toolId: string): Promise<ToolStats> {
  const [row] = await db
    .select({ average: avg(votes.rating), total: count() })
    .from(votes)
    .where(eq(votes.toolId, toolId));
  return toStats(row);
}

/** Stats of every tool that has votes, keyed by tool id. */
export async function statsForAllTools(db: Database): Promise<Record<string, ToolStats>> {
  const rows = await db
    .select({ toolId: votes.toolId, average: avg(votes.rating), total: count() })
    .from(votes)
    .groupBy(votes.toolId);
  return Object.fromEntries(rows.map((row) => [row.toolId, toStats(row)]));
}

/** This visitor's rating of one tool, if any. */
export async function voteOf(db: Database, toolId: string, voterId: string): Promise<number | null> {
  const [row] = await db
    .select({ rating: votes.rating })
    .from(votes)
    .where(and(eq(votes.toolId, toolId), eq(votes.voterId, voterId)));
  return row?.rating ?? null;
}

/** Every rating this visitor gave, keyed by tool id. */
export async function votesOf(db: Database, voterId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ toolId: votes.toolId, rating: votes.rating })
    .from(votes)
    .where(eq(votes.voterId, voterId));
  return Object.fromEntries(rows.map((row) => [row.toolId, row.rating]));
}

/**
 * Records a vote; false when this visitor already voted for the tool. The unique index decides, so the
 * answer is exact under any concurrency.
 */
export async function insertVote(db: Database, toolId: string, voterId: string, rating: number): Promise<boolean> {
  const result = await db.insert(votes).values({ toolId, voterId, rating }).onConflictDoNothing().run();
  return result.meta.changes === 1;
}
