import type { Tool } from "@common/catalogue/types";
import { useMemo } from "react";
import { usePageToolStats } from "./tool-stats-scope";
import { topRatedScores } from "./weighted-rating";

/**
 * The Top rated scores of the given tools, from the page's stats (inside a ToolStatsScope); from the static
 * ratings alone until the stats arrive.
 */
export function useTopRatedScores(tools: readonly Pick<Tool, "id" | "rating" | "reviews">[]): Map<string, number> {
  const { data } = usePageToolStats();
  const stats = data?.stats;
  return useMemo(() => topRatedScores(tools, stats), [tools, stats]);
}
