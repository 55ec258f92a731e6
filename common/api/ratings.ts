import { z } from "zod";

import { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "../catalogue/tool-id";
import { MAX_RATING, MIN_RATING } from "./rating-scale";

export { MAX_RATING, MIN_RATING } from "./rating-scale";

const hex = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[0-9a-f]+$/);

/**
 * `GET /api/tools/vote-challenge`: a signed proof-of-work challenge (ALTCHA v2, deterministic mode) a vote must
 * solve. Bounded fields, so a proof fits the vote's body limit and checking a forged one costs nothing.
 */
export const voteChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string().max(32),
    cost: z.number().int().positive(),
    expiresAt: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(128),
    nonce: hex(64),
    salt: hex(64),
  }),
  signature: hex(128),
});
export type VoteChallenge = z.infer<typeof voteChallengeSchema>;

/** A challenge and the counter and derived key that solve it. */
export const voteProofSchema = z.strictObject({
  challenge: voteChallengeSchema,
  solution: z.strictObject({ counter: z.number().int().min(0), derivedKey: hex(128) }),
});
export type VoteProof = z.infer<typeof voteProofSchema>;

/**
 * `POST /api/tools/{id}/vote` body. A missing or malformed proof reads as no proof: the Worker then answers
 * `vote_proof_invalid`, as for any proof it cannot accept.
 */
export const voteRequestSchema = z.strictObject({
  rating: z
    .number({ error: "rating must be a whole number from 1 to 5" })
    .int({ error: "rating must be a whole number from 1 to 5" })
    .min(MIN_RATING, { error: "rating must be a whole number from 1 to 5" })
    .max(MAX_RATING, { error: "rating must be a whole number from 1 to 5" }),
  proof: voteProofSchema.optional().catch(undefined),
});
export type VoteRequest = z.input<typeof voteRequestSchema>;

/** Server-side stats of one tool: the average and count of visitor votes (static reviews not included). */
export const toolStatsSchema = z.object({
  averageRating: z.number().min(0).max(MAX_RATING),
  totalVotes: z.number().int().min(0),
});
export type ToolStats = z.infer<typeof toolStatsSchema>;

const voteCount = z.number().int().min(0);

/** `GET /api/tools/{id}/stats`: a tool's stats and how many visitor votes gave it each number of stars. */
export const toolStatsDetailSchema = toolStatsSchema.extend({
  votesByRating: z.object({ 1: voteCount, 2: voteCount, 3: voteCount, 4: voteCount, 5: voteCount }),
});
export type ToolStatsDetail = z.infer<typeof toolStatsDetailSchema>;

/** `GET /api/tools/{id}/user-vote`. */
export const userVoteResponseSchema = z.object({
  userVote: z.object({ rating: z.number().int().min(MIN_RATING).max(MAX_RATING) }).nullable(),
});
export type UserVoteResponse = z.infer<typeof userVoteResponseSchema>;

/** `POST /api/tools/{id}/vote` answer (201): the tool's new stats and the vote just recorded. */
export const voteResponseSchema = toolStatsSchema.extend({
  userVote: z.object({ rating: z.number().int() }),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** The most tools one stats request names: a page of cards (24) with room to spare. */
export const STATS_IDS_MAX = 60;

/** `GET /api/tools/stats?ids=a,b,c`: the tools a page shows, each a well-formed tool id, none twice. */
export const statsQuerySchema = z.object({
  ids: z
    .string()
    .max(STATS_IDS_MAX * (TOOL_ID_MAX_LENGTH + 1))
    .transform((value) => [...new Set(value.split(","))])
    .pipe(z.array(z.string().regex(TOOL_ID_PATTERN).max(TOOL_ID_MAX_LENGTH)).min(1).max(STATS_IDS_MAX)),
});

/** `GET /api/tools/stats?ids=…`: the named tools' stats and this visitor's votes on them, in one answer. */
export const allToolStatsSchema = z.object({
  stats: z.record(z.string(), toolStatsSchema),
  userVotes: z.record(z.string(), z.number().int().min(MIN_RATING).max(MAX_RATING)),
});
export type AllToolStats = z.infer<typeof allToolStatsSchema>;
