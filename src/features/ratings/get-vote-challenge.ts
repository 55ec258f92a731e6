import type { VoteChallenge } from "@common/api/ratings";
import { getJson } from "@/lib/api-client";

/** Where a vote's proof-of-work challenge comes from (worker/routes/votes.ts). */
export const VOTE_CHALLENGE_URL = "/api/tools/vote-challenge";

/** `GET /api/tools/vote-challenge`: a fresh signed challenge for one vote (typed, not parsed: see getJson). */
export function getVoteChallenge(): Promise<VoteChallenge> {
  return getJson<VoteChallenge>(VOTE_CHALLENGE_URL);
}
