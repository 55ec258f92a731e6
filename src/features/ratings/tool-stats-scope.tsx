import type { AllToolStats } from "@common/api/ratings";
import { createContext, type ReactNode, use, useDeferredValue, useMemo } from "react";
import { useAllToolStats } from "./get-all-tool-stats";

/** The batched stats as the rating widgets of a page see them. */
export interface PageToolStats {
  /** Every tool's stats and this visitor's votes; undefined until they arrive (or if they could not). */
  data: AllToolStats | undefined;
  /** True until the first answer (or failure). */
  isPending: boolean;
}

const ToolStatsContext = createContext<PageToolStats | null>(null);

/**
 * Reads the batched stats once for every rating widget inside it (a page of cards). One query observer for the
 * page instead of one per card: when the answer arrives, React re-renders this component, not 47 subscribers in
 * one blocking update. The widgets get the stats as a deferred value, so their 235 stars are drawn in
 * background work React can interrupt for a tap.
 */
export function ToolStatsScope({ children }: { children: ReactNode }) {
  const { data, isPending } = useAllToolStats();
  const stats = useMemo(() => ({ data, isPending }), [data, isPending]);
  return <ToolStatsContext value={useDeferredValue(stats)}>{children}</ToolStatsContext>;
}

/** The stats of the enclosing ToolStatsScope. */
export function usePageToolStats(): PageToolStats {
  const stats = use(ToolStatsContext);
  if (!stats) throw new Error("A rating widget must be rendered inside a ToolStatsScope.");
  return stats;
}
