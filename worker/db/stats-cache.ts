import type { ToolStats } from "@common/api/ratings";
import type { Database } from "./client";
import { statsForAllTools } from "./votes";

/**
 * Every page of cards asks for all tools' stats, and the answer is the same for everyone, so an isolate keeps
 * it for a few seconds instead of asking D1 for the per-tool totals on every page view. A vote handled here
 * clears it, so the voter (and anyone served by this isolate) sees the new count at once; elsewhere it is at
 * most this old.
 */
export const STATS_TTL_MS = 5_000;

let cached: { at: number; value: Promise<Record<string, ToolStats>> } | undefined;

export function cachedStatsForAllTools(db: Database, now = Date.now()): Promise<Record<string, ToolStats>> {
  if (cached && now - cached.at < STATS_TTL_MS) return cached.value;
  const value = statsForAllTools(db);
  const entry = { at: now, value };
  cached = entry;
  // A failed read is not kept: the next request asks the database again.
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}

/** Forgets the cached stats (after a vote). */
export function invalidateStatsCache(): void {
  cached = undefined;
}
