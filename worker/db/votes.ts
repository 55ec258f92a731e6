import type { ToolStats, ToolStatsDetail } from "@common/api/ratings";
import { and, eq, inArray, sql } from "drizzle-orm";
import { VOTES_PER_ALLOCATION_PER_DAY } from "../lib/vote-network";
import type { Database } from "./client";
import { toolStats, votes } from "./schema";
import { runBatch } from "./sql-batch";

const NO_VOTES: ToolStats = { averageRating: 0, totalVotes: 0 };

function toStats(row: { voteCount: number; ratingSum: number } | undefined): ToolStats {
  if (!row?.voteCount) return NO_VOTES;
  return { averageRating: row.ratingSum / row.voteCount, totalVotes: row.voteCount };
}

/**
 * Average and count of the votes for one tool and how many gave each star, from its totals row (one row read,
 * whatever the number of votes).
 */
export async function statsForTool(db: Database, toolId: string): Promise<ToolStatsDetail> {
  const [row] = await db.select().from(toolStats).where(eq(toolStats.toolId, toolId));
  return {
    ...toStats(row),
    votesByRating: {
      1: row?.stars1 ?? 0,
      2: row?.stars2 ?? 0,
      3: row?.stars3 ?? 0,
      4: row?.stars4 ?? 0,
      5: row?.stars5 ?? 0,
    },
  };
}

/**
 * Stats of the given tools, keyed by tool id (zeros for a tool nobody voted for). Reads one totals row per tool,
 * so the cost grows with neither the votes nor the catalogue.
 */
export async function statsForTools(db: Database, ids: readonly string[]): Promise<Record<string, ToolStats>> {
  const rows = ids.length
    ? await db
        .select()
        .from(toolStats)
        .where(inArray(toolStats.toolId, [...ids]))
    : [];
  const byTool = new Map(rows.map((row) => [row.toolId, row]));
  return Object.fromEntries(ids.map((id) => [id, toStats(byTool.get(id))]));
}

/** This visitor's rating of one tool, if any. */
export async function voteOf(db: Database, toolId: string, voterId: string): Promise<number | null> {
  const [row] = await db
    .select({ rating: votes.rating })
    .from(votes)
    .where(and(eq(votes.toolId, toolId), eq(votes.voterId, voterId)));
  return row?.rating ?? null;
}

/** The ratings this visitor gave the given tools, keyed by tool id. */
export async function votesOf(db: Database, voterId: string, ids: readonly string[]): Promise<Record<string, number>> {
  if (!ids.length) return {};
  const rows = await db
    .select({ toolId: votes.toolId, rating: votes.rating })
    .from(votes)
    .where(and(eq(votes.voterId, voterId), inArray(votes.toolId, [...ids])));
  return Object.fromEntries(rows.map((row) => [row.toolId, row.rating]));
}

/** A vote to count: who (the voter cookie's id), from which network and /48 today (their daily keys), for what. */
export interface NewVote {
  toolId: string;
  voterId: string;
  rating: number;
  /** UTC day (YYYY-MM-DD) of the salt `networkKey` was made with. */
  day: string;
  /** voteNetworkKey(salt of `day`, client network, toolId). */
  networkKey: string;
  /** voteNetworkKey(salt of `day`, client allocation (IPv6 /48), toolId). */
  allocationKey: string;
}

/**
 * Counts a vote in one batch (one transaction, so the answer is exact under any concurrency):
 * 1. the vote row, unless this visitor already voted for the tool (the unique index), this network already
 *    counted a vote for it today (its daily key exists) or this /48 counted VOTES_PER_ALLOCATION_PER_DAY;
 * 2. the network's key for the day, 3. the /48's count for the day and 4. the tool's totals (count, sum and the
 *    chosen star's count), each only when the statement before it changed a row (SQLite's changes() in the same
 *    connection; an upsert that updates changes one), so a refused vote stores nothing at all;
 * 5. the tool's totals as they now are.
 * Returns the tool's new stats, or null when the vote was refused (a repeat by visitor, network or /48).
 */
export async function countVote(db: Database, vote: NewVote): Promise<ToolStats | null> {
  const { toolId, voterId, rating, day, networkKey, allocationKey } = vote;
  const [insertedVote, , , , totals] = await runBatch(db, [
    sql`INSERT INTO votes (tool_id, voter_id, rating) SELECT ${toolId}, ${voterId}, ${rating}
      WHERE NOT EXISTS (SELECT 1 FROM daily_vote_networks WHERE day = ${day} AND network_tool_hash = ${networkKey})
        AND COALESCE((SELECT votes FROM daily_vote_allocations WHERE day = ${day} AND allocation_tool_hash = ${allocationKey}), 0)
          < ${VOTES_PER_ALLOCATION_PER_DAY}
      ON CONFLICT (tool_id, voter_id) DO NOTHING`,
    sql`INSERT INTO daily_vote_networks (day, network_tool_hash) SELECT ${day}, ${networkKey} WHERE changes() = 1`,
    sql`INSERT INTO daily_vote_allocations (day, allocation_tool_hash, votes) SELECT ${day}, ${allocationKey}, 1
      WHERE changes() = 1
      ON CONFLICT (day, allocation_tool_hash) DO UPDATE SET votes = votes + 1`,
    sql`INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
      SELECT ${toolId}, 1, ${rating}, ${rating} = 1, ${rating} = 2, ${rating} = 3, ${rating} = 4, ${rating} = 5
      WHERE changes() = 1
      ON CONFLICT (tool_id) DO UPDATE SET vote_count = vote_count + 1, rating_sum = rating_sum + excluded.rating_sum,
        stars_1 = stars_1 + excluded.stars_1, stars_2 = stars_2 + excluded.stars_2,
        stars_3 = stars_3 + excluded.stars_3, stars_4 = stars_4 + excluded.stars_4,
        stars_5 = stars_5 + excluded.stars_5`,
    sql`SELECT vote_count, rating_sum FROM tool_stats WHERE tool_id = ${toolId}`,
  ]);
  if (insertedVote?.meta.changes !== 1) return null;
  const row = totals?.results[0] as { vote_count: number; rating_sum: number } | undefined;
  return toStats(row && { voteCount: row.vote_count, ratingSum: row.rating_sum });
}
