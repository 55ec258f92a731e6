import type { AllToolStats, VoteResponse } from "@common/api/ratings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ALL_TOOL_STATS_KEY } from "./get-all-tool-stats";

/** Sends a star vote; on success the batched stats are updated in place and the per-tool queries refetched. */
export function useVoteOnTool(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) =>
      (await (await apiRequest("POST", `/api/tools/${toolId}/vote`, { rating })).json()) as VoteResponse,
    onSuccess: (result) => {
      queryClient.setQueryData<AllToolStats>(ALL_TOOL_STATS_KEY, (old) => ({
        stats: { ...old?.stats, [toolId]: { averageRating: result.averageRating, totalVotes: result.totalVotes } },
        userVotes: { ...old?.userVotes, [toolId]: result.userVote.rating },
      }));
      void queryClient.invalidateQueries({ queryKey: [`/api/tools/${toolId}/stats`] });
      void queryClient.invalidateQueries({ queryKey: [`/api/tools/${toolId}/user-vote`] });
    },
  });
}
