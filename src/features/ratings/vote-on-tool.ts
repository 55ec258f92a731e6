import type { AllToolStats, VoteChallenge, VoteResponse } from "@common/api/ratings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { TOOL_STATS_KEY } from "./get-all-tool-stats";

/** Where a vote's proof-of-work challenge comes from (worker/routes/votes.ts). */
export const VOTE_CHALLENGE_URL = "/api/tools/vote-challenge";

/**
 * Sends a star vote with its proof of work: a fresh challenge from the Worker, solved here by a solver loaded with
 * the first vote (the page's JavaScript does not carry it). The mutation stays pending while it is solved, so the
 * widget shows its pending state throughout. On success the batched stats are updated in place and the per-tool
 * queries refetched.
 */
export function useVoteOnTool(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) => {
      const [challenge, { solveVoteChallenge }] = await Promise.all([
        apiRequest("GET", VOTE_CHALLENGE_URL).then((res) => res.json() as Promise<VoteChallenge>),
        import("./solve-vote-challenge"),
      ]);
      const proof = await solveVoteChallenge(challenge);
      return (await (await apiRequest("POST", `/api/tools/${toolId}/vote`, { rating, proof })).json()) as VoteResponse;
    },
    onSuccess: (result) => {
      // Every batched stats answer on the page that holds this tool (a card and the tool page's panel).
      queryClient.setQueriesData<AllToolStats>({ queryKey: TOOL_STATS_KEY }, (old) =>
        old
          ? {
              stats: { ...old.stats, [toolId]: { averageRating: result.averageRating, totalVotes: result.totalVotes } },
              userVotes: { ...old.userVotes, [toolId]: result.userVote.rating },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: [`/api/tools/${toolId}/stats`] });
    },
  });
}
