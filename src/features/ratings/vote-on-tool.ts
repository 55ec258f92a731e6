import type { AllToolStats, VoteResponse } from "@common/api/ratings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { TOOL_STATS_KEY } from "./get-all-tool-stats";
import { toolStatsQuery } from "./get-tool-stats";
import { getVoteChallenge } from "./get-vote-challenge";

/**
 * `POST /api/tools/{id}/vote` with its proof of work: a fresh challenge from the Worker, solved here by a solver
 * loaded with the first vote (the page's JavaScript does not carry it).
 */
export async function voteOnTool(toolId: string, rating: number): Promise<VoteResponse> {
  const [challenge, { solveProofOfWork }] = await Promise.all([
    getVoteChallenge(),
    import("@/lib/solve-proof-of-work"),
  ]);
  const proof = await solveProofOfWork(challenge, "vote_proof_invalid");
  return (await (await apiRequest("POST", `/api/tools/${toolId}/vote`, { rating, proof })).json()) as VoteResponse;
}

/**
 * A star vote. The mutation stays pending while the challenge is solved, so the widget shows its pending state
 * throughout. On success the batched stats are updated in place and the tool's own stats refetched, by the keys
 * of their queries.
 */
export function useVoteOnTool(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => voteOnTool(toolId, rating),
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
      void queryClient.invalidateQueries({ queryKey: toolStatsQuery(toolId).queryKey });
    },
  });
}
