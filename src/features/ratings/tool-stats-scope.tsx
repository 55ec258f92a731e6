import type { AllToolStats } from "@common/api/ratings";
import { createContext, type ReactNode, use, useDeferredValue, useMemo } from "react";
import { useToolStats } from "./get-all-tool-stats";

/** The batched stats as the rating widgets of a page see them. */
export interface PageToolStats {
  /** The scope's tools' stats and this visitor's votes; undefined until they arrive (or if they could not). */
  data: AllToolStats | undefined;
  /** True until the first answer (or failure). */
  isPending: boolean;
}

const ToolStatsContext = createContext<PageToolStats | null>(null);

/**
 * Reads the batched stats of the page's tools (`ids`) once for every rating widget inside it (a page of cards). One query observer for the
 * page instead of one per card: when the answer arrives, React re-renders this component, not 47 subscribers in
 * one blocking update. The widgets get the stats as a deferred value, so their 235 stars are drawn in
 * background work React can interrupt for a tap.
 */
export function ToolStatsScope({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const { data, isPending } = useToolStats(ids);
  const stats = useMemo(() => ({ data, isPending }), [data, isPending]);
  return <ToolStatsContext value={useDeferredValue(stats)}>{children}</ToolStatsContext>;
}

/** The stats of the enclosing ToolStatsScope. */
export function usePageToolStats(): PageToolStats {
  const stats = use(ToolStatsContext);
  if (!stats) throw new Error("A rating widget must be rendered inside a ToolStatsScope.");
  return stats;
}
