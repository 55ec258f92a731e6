import type { AllToolStats, ToolStatsDetail, UserVoteResponse, VoteResponse } from "@common/api/ratings";
import { voteRequestSchema } from "@common/api/ratings";
import { getTool } from "@common/catalogue/tools";
import { Hono } from "hono";
import { dailySalt, dayOf } from "../analytics/salts";
import { database } from "../db/client";
import { cachedStatsForAllTools, invalidateStatsCache } from "../db/stats-cache";
import { countVote, statsForTool, voteOf, votesOf } from "../db/votes";
import type { AppEnv } from "../env";
import { clientNetwork } from "../lib/client-network";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { withinNetworkLimit } from "../lib/network-limit";
import { requireSameOrigin } from "../lib/same-origin";
import { voteNetworkKey } from "../lib/vote-network";
import { existingVoterId, issueVoterCookie, newVoterId } from "../lib/voter-id";

function knownToolId(id: string): string {
  if (!getTool(id)) throw new ApiError(404, "not_found", "No tool with this id");
  return id;
}

/**
 * Star ratings (SPEC.md §7): per-tool stats (with the count of votes per star) and user vote, one batched read for a page of cards, and the vote
 * itself — one per visitor (cookie) per tool, and one per network per tool per day, rate-limited per network,
 * same-origin only. Only a counted vote sets the voter cookie; reads never do.
 */
export const votesRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/stats", async (c) => {
    const db = database(c.env.DB);
    // A visitor without the cookie has voted on nothing: no need to look.
    const voter = existingVoterId(c);
    const [stats, userVotes] = await Promise.all([cachedStatsForAllTools(db), voter ? votesOf(db, voter) : {}]);
    return c.json({ stats, userVotes } satisfies AllToolStats);
  })
  .get("/:id/stats", async (c) => {
    const id = knownToolId(c.req.param("id"));
    return c.json((await statsForTool(database(c.env.DB), id)) satisfies ToolStatsDetail);
  })
  .get("/:id/user-vote", async (c) => {
    const id = knownToolId(c.req.param("id"));
    const voter = existingVoterId(c);
    const rating = voter ? await voteOf(database(c.env.DB), id, voter) : null;
    return c.json({ userVote: rating === null ? null : { rating } } satisfies UserVoteResponse);
  })
  .post("/:id/vote", requireSameOrigin, jsonBody(voteRequestSchema), async (c) => {
    const id = knownToolId(c.req.param("id"));
    if (!(await withinNetworkLimit(c.env.VOTE_LIMITER, "vote", c.req.raw)))
      throw new ApiError(429, "rate_limited", "Too many votes from this network. Please wait a minute.");
    const { rating } = c.req.valid("json");
    const now = new Date();
    const salt = await dailySalt(c.env.DB, now);
    const known = existingVoterId(c);
    const voter = known ?? newVoterId();
    const stats = await countVote(database(c.env.DB), {
      toolId: id,
      voterId: voter,
      rating,
      day: dayOf(now),
      networkKey: await voteNetworkKey(salt, clientNetwork(c.req.raw), id),
    });
    // A repeat from the same network reads exactly like a repeat by the same visitor (SPEC.md §8).
    if (!stats) throw new ApiError(409, "conflict", "You have already rated this tool");
    if (!known) issueVoterCookie(c, voter);
    invalidateStatsCache();
    return c.json({ ...stats, userVote: { rating } } satisfies VoteResponse, 201);
  });
