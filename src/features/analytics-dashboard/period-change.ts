import type { Period } from "@common/api/insights";

/**
 * How a figure moved against the previous period of equal length: up or down by a ratio of the previous
 * figure, unchanged, or new (nothing before, something now: a rise from zero has no percentage).
 */
export type PeriodChange = { kind: "up" | "down"; ratio: number } | { kind: "same" } | { kind: "new" };

/**
 * The change of a figure against the previous period's; null when there is nothing to compare with ('all time'
 * has no previous period). A rate without a denominator (null) counts as zero.
 */
export function periodChange(current: number | null, previous: number | null | undefined): PeriodChange | null {
  if (previous === undefined) return null;
  const now = current ?? 0;
  const before = previous ?? 0;
  if (now === before) return { kind: "same" };
  if (before === 0) return { kind: "new" };
  return { kind: now > before ? "up" : "down", ratio: Math.abs(now - before) / before };
}

/** The number of UTC days a period spans, both ends included; null for 'all time'. */
export function periodDays(period: Period | null): number | null {
  if (!period?.startDate) return null;
  const days = (Date.parse(period.endDate) - Date.parse(period.startDate)) / 86_400_000 + 1;
  return Number.isFinite(days) && days > 0 ? Math.round(days) : null;
}
