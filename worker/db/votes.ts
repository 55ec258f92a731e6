import type { ToolStats, ToolStatsDetail } from "@common/api/ratings";
import { and, eq, sql } from "drizzle-orm";
import { VOTES_PER_ALLOCATION_PER_DAY } from "../lib/vote-network";
import type { Database } from "./client";
import { toolStats, votes } from "./schema";

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
 * Stats of every published tool of the catalogue, keyed by tool id (zeros for a tool nobody voted for). Reads the
 * totals rows, one per voted tool, so the cost does not grow with the number of votes.
 */
export async function statsForAllTools(db: Database): Promise<Record<string, ToolStats>> {
  const rows = await db.all<{ toolId: string; voteCount: number | null; ratingSum: number | null }>(
    sql`SELECT t.id AS toolId, s.vote_count AS voteCount, s.rating_sum AS ratingSum
      FROM catalogue_tools t LEFT JOIN tool_stats s ON s.tool_id = t.id WHERE t.status = 'published'`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.toolId, toStats({ voteCount: row.voteCount ?? 0, ratingSum: row.ratingSum ?? 0 })]),
  );
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
 * Plain D1 statements: drizzle cannot put raw SQL with parameters in a D1 batch, and these conditional inserts
 * have no query-builder form.
 */
export async function countVote(db: Database, vote: NewVote): Promise<ToolStats | null> {
  const { toolId, voterId, rating, day, networkKey, allocationKey } = vote;
  const d1 = db.$client;
  const [insertedVote, , , , totals] = await d1.batch<{ vote_count: number; rating_sum: number }>([
    d1
      .prepare(
        `INSERT INTO votes (tool_id, voter_id, rating) SELECT ?1, ?2, ?3
         WHERE NOT EXISTS (SELECT 1 FROM daily_vote_networks WHERE day = ?4 AND network_tool_hash = ?5)
           AND COALESCE((SELECT votes FROM daily_vote_allocations WHERE day = ?4 AND allocation_tool_hash = ?6), 0) < ?7
         ON CONFLICT (tool_id, voter_id) DO NOTHING`,
      )
      .bind(toolId, voterId, rating, day, networkKey, allocationKey, VOTES_PER_ALLOCATION_PER_DAY),
    d1
      .prepare("INSERT INTO daily_vote_networks (day, network_tool_hash) SELECT ?, ? WHERE changes() = 1")
      .bind(day, networkKey),
    d1
      .prepare(
        `INSERT INTO daily_vote_allocations (day, allocation_tool_hash, votes) SELECT ?, ?, 1 WHERE changes() = 1
         ON CONFLICT (day, allocation_tool_hash) DO UPDATE SET votes = votes + 1`,
      )
      .bind(day, allocationKey),
    d1
      .prepare(
        `INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
         SELECT ?1, 1, ?2, ?2 = 1, ?2 = 2, ?2 = 3, ?2 = 4, ?2 = 5 WHERE changes() = 1
         ON CONFLICT (tool_id) DO UPDATE SET vote_count = vote_count + 1, rating_sum = rating_sum + excluded.rating_sum,
           stars_1 = stars_1 + excluded.stars_1, stars_2 = stars_2 + excluded.stars_2,
           stars_3 = stars_3 + excluded.stars_3, stars_4 = stars_4 + excluded.stars_4,
           stars_5 = stars_5 + excluded.stars_5`,
      )
      .bind(toolId, rating),
    d1.prepare("SELECT vote_count, rating_sum FROM tool_stats WHERE tool_id = ?").bind(toolId),
  ]);
  if (insertedVote?.meta.changes !== 1) return null;
  const row = totals?.results[0];
  return toStats(row && { voteCount: row.vote_count, ratingSum: row.rating_sum });
}
