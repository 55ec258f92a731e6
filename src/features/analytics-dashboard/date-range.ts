/** Date filter presets of the dashboard (SPEC.md §4); `all` is the default. */
export const DATE_PRESETS = ["all", "today", "yesterday", "last7days", "last30days", "custom"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRangeParams {
  startDate?: string;
  endDate?: string;
}

function utcDay(date: Date, daysBack = 0): string {
  return new Date(date.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The analytics request parameters for a preset, in UTC dates: last7days and last30days go back 7 and 30 days
 * from today; a custom range leaves out an empty start or end.
 */
export function rangeParams(
  preset: DatePreset,
  custom: { start: string; end: string },
  now: Date = new Date(),
): DateRangeParams {
  switch (preset) {
    case "all":
      return {};
    case "today":
      return { startDate: utcDay(now), endDate: utcDay(now) };
    case "yesterday":
      return { startDate: utcDay(now, 1), endDate: utcDay(now, 1) };
    case "last7days":
      return { startDate: utcDay(now, 7), endDate: utcDay(now) };
    case "last30days":
      return { startDate: utcDay(now, 30), endDate: utcDay(now) };
    case "custom":
      return { ...(custom.start ? { startDate: custom.start } : {}), ...(custom.end ? { endDate: custom.end } : {}) };
  }
}

/** An admin path with the range as query parameters (an empty date is left out). */
export function withRange(path: string, params: DateRangeParams): string {
  const query = new URLSearchParams();
  if (params.startDate) query.set("startDate", params.startDate);
  if (params.endDate) query.set("endDate", params.endDate);
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ""}`;
}

/** `/api/admin/analytics` with the range as query parameters. */
export function analyticsUrl(params: DateRangeParams): string {
  return withRange("/api/admin/analytics", params);
}

/** `/api/admin/insights` (the owner's business figures) for the same range. */
export function insightsUrl(params: DateRangeParams): string {
  return withRange("/api/admin/insights", params);
}

/** `/api/admin/insights.csv`: the current view as one CSV file, one section per list. */
export function insightsCsvUrl(params: DateRangeParams): string {
  return withRange("/api/admin/insights.csv", params);
}
