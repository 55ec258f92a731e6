import type { AllToolStats, ToolStats, UserVoteResponse, VoteResponse } from "@common/api/ratings";
import { voteRequestSchema } from "@common/api/ratings";
import { getTool } from "@common/catalogue/tools";
import { Hono } from "hono";
import { database } from "../db/client";
import { cachedStatsForAllTools, invalidateStatsCache } from "../db/stats-cache";
import { insertVote, statsForTool, voteOf, votesOf } from "../db/votes";
import type { AppEnv } from "../env";
import { clientNetwork } from "../lib/client-network";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { existingVoterId, voterId } from "../lib/voter-id";

function knownToolId(id: string): string {
  if (!getTool(id)) throw new ApiError(404, "not_found", "No tool with this id");
  return id;
}

/**
 * Star ratings (SPEC.md §7): per-tool stats and user vote, one batched read for a page of cards, and the vote
 * itself — one per visitor per tool, rate-limited per IP, same-origin only.
 */
export const votesRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/stats", async (c) => {
    const db = database(c.env.DB);
    // A visitor without the cookie yet has voted on nothing: no need to look.
    const known = existingVoterId(c);
    const voter = known ?? voterId(c);
    const [stats, userVotes] = await Promise.all([cachedStatsForAllTools(db), known ? votesOf(db, voter) : {}]);
    return c.json({ stats, userVotes } satisfies AllToolStats);
  })
  .get("/:id/stats", async (c) => {
    const id = knownToolId(c.req.param("id"));
    voterId(c);
    return c.json((await statsForTool(database(c.env.DB), id)) satisfies ToolStats);
  })
  .get("/:id/user-vote", async (c) => {
    const id = knownToolId(c.req.param("id"));
    const rating = await voteOf(database(c.env.DB), id, voterId(c));
    return c.json({ userVote: rating === null ? null : { rating } } satisfies UserVoteResponse);
  })
  .post("/:id/vote", requireSameOrigin, jsonBody(voteRequestSchema), async (c) => {
    const id = knownToolId(c.req.param("id"));
    const { success } = await c.env.VOTE_LIMITER.limit({ key: `vote:${clientNetwork(c.req.raw)}` });
    if (!success) throw new ApiError(429, "rate_limited", "Too many votes from this network. Please wait a minute.");
    const { rating } = c.req.valid("json");
    const db = database(c.env.DB);
    const inserted = await insertVote(db, id, voterId(c), rating);
    if (!inserted) throw new ApiError(409, "conflict", "You have already rated this tool");
    invalidateStatsCache();
    const stats = await statsForTool(db, id);
    return c.json({ ...stats, userVote: { rating } } satisfies VoteResponse, 201);
  });
