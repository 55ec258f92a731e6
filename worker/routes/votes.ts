import type {
  AllToolStats,
  ToolStatsDetail,
  UserVoteResponse,
  VoteChallenge,
  VoteProof,
  VoteResponse,
} from "@common/api/ratings";
import { STATS_IDS_MAX, statsQuerySchema, voteRequestSchema } from "@common/api/ratings";
import { Hono } from "hono";
import { dailySalt, dayOf } from "../analytics/salts";
import { isPublishedTool } from "../db/catalogue/public-reads";
import { type Database, database } from "../db/client";
import { countVote, statsForTool, statsForTools, voteOf, votesOf } from "../db/votes";
import type { AppEnv } from "../env";
import { clientNetworks } from "../lib/client-network";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { withinNetworkLimit } from "../lib/network-limit";
import { requireSameOrigin } from "../lib/same-origin";
import { voteNetworkKey } from "../lib/vote-network";
import { createVoteChallenge, isSolvedVoteChallenge, spendVoteChallenge } from "../lib/vote-proof";
import { existingVoterId, issueVoterCookie, newVoterId } from "../lib/voter-id";

/** The id of a published tool (the catalogue in D1), else 404: votes and their stats exist only for those. */
async function knownToolId(db: D1Database, id: string): Promise<string> {
  if (!(await isPublishedTool(database(db), id))) throw new ApiError(404, "not_found", "No tool with this id");
  return id;
}

const VOTE_PROOF_REFUSED = "Your vote could not be verified. Please try again.";

/** Throws `vote_proof_invalid` unless `proof` solves an unexpired challenge of this Worker no vote used before. */
async function spendProof(db: Database, proof: VoteProof | undefined): Promise<void> {
  if (!proof || !(await isSolvedVoteChallenge(db, proof)) || !(await spendVoteChallenge(db, proof))) {
    throw new ApiError(403, "vote_proof_invalid", VOTE_PROOF_REFUSED);
  }
}

/**
 * Star ratings (SPEC.md §7): per-tool stats (with the count of votes per star) and user vote, one batched read for a page of cards, and the vote
 * itself — one per visitor (cookie) per tool, one per network and a few per IPv6 /48 per tool per day, each with a
 * solved proof-of-work challenge, rate-limited per network and /48, same-origin only. Only a counted vote sets the
 * voter cookie; reads never do.
 */
export const votesRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/stats", async (c) => {
    const parsed = statsQuerySchema.safeParse({ ids: c.req.query("ids") ?? "" });
    if (!parsed.success) {
      throw new ApiError(400, "bad_request", `ids must list 1 to ${STATS_IDS_MAX} tool ids, separated by commas`);
    }
    const { ids } = parsed.data;
    const db = database(c.env.DB);
    // A visitor without the cookie has voted on nothing: no need to look.
    const voter = existingVoterId(c);
    const [stats, userVotes] = await Promise.all([statsForTools(db, ids), voter ? votesOf(db, voter, ids) : {}]);
    return c.json({ stats, userVotes } satisfies AllToolStats);
  })
  // Registered before the `/:id/...` routes; no tool has this id.
  .get("/vote-challenge", async (c) => {
    if (!(await withinNetworkLimit(c.env.VOTE_LIMITER, "vote-challenge", c.req.raw))) {
      throw new ApiError(429, "rate_limited", "Too many votes from this network. Please wait a minute.");
    }
    return c.json((await createVoteChallenge(database(c.env.DB), new Date())) satisfies VoteChallenge);
  })
  .get("/:id/stats", async (c) => {
    const id = await knownToolId(c.env.DB, c.req.param("id"));
    return c.json((await statsForTool(database(c.env.DB), id)) satisfies ToolStatsDetail);
  })
  .get("/:id/user-vote", async (c) => {
    const id = await knownToolId(c.env.DB, c.req.param("id"));
    const voter = existingVoterId(c);
    const rating = voter ? await voteOf(database(c.env.DB), id, voter) : null;
    return c.json({ userVote: rating === null ? null : { rating } } satisfies UserVoteResponse);
  })
  .post("/:id/vote", requireSameOrigin, jsonBody(voteRequestSchema), async (c) => {
    const id = await knownToolId(c.env.DB, c.req.param("id"));
    if (!(await withinNetworkLimit(c.env.VOTE_LIMITER, "vote", c.req.raw)))
      throw new ApiError(429, "rate_limited", "Too many votes from this network. Please wait a minute.");
    const { rating, proof } = c.req.valid("json");
    const db = database(c.env.DB);
    await spendProof(db, proof);
    const now = new Date();
    const salt = await dailySalt(db, now);
    const known = existingVoterId(c);
    const voter = known ?? newVoterId();
    const { network, allocation } = clientNetworks(c.req.raw);
    const stats = await countVote(db, {
      toolId: id,
      voterId: voter,
      rating,
      day: dayOf(now),
      networkKey: await voteNetworkKey(salt, network, id),
      allocationKey: await voteNetworkKey(salt, allocation, id),
    });
    // A repeat from the same network, or past its /48's allowance, reads exactly like a repeat by the same visitor
    // (SPEC.md §8).
    if (!stats) throw new ApiError(409, "conflict", "You have already rated this tool");
    if (!known) issueVoterCookie(c, voter);
    return c.json({ ...stats, userVote: { rating } } satisfies VoteResponse, 201);
  });
