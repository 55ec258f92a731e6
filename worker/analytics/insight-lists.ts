import { DEVICE_TYPES, type DeviceType, type InsightsResponse } from "@common/api/insights";
import { isLanguageCode } from "@common/i18n/languages";
import { toolPagePath } from "@common/site-pages";
import { TOP_LIMIT } from "./reader";

// Turning the rows either reader fetched into the insights answer's lists, the same way for both.

/** A (name, count) row as both readers' queries return it. */
export interface CountRow {
  name: string;
  n: number;
}

/** The path every tool page starts with (`/tools/`), from the route table. */
export const TOOL_PAGE_PREFIX = toolPagePath("");

function top<T extends { n: number; key: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, TOP_LIMIT);
}

/** Sums rows that fall under the same name once normalised (e.g. "" and "unknown" devices). */
function merge(rows: CountRow[], normalise: (name: string) => string | null): { key: string; n: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = normalise(row.name);
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + row.n);
  }
  return top([...sums].map(([key, n]) => ({ key, n })));
}

/** One tool's outbound clicks in a period: all of them, and those made on its own page. */
export interface ToolClicks {
  toolId: string;
  clicks: number;
  toolPageClicks: number;
}

/** Sums (tool, page, clicks) rows into each tool's clicks and its clicks made on its own page. */
export function clicksPerTool(rows: { toolId: string; page: string; n: number }[]): ToolClicks[] {
  const byTool = new Map<string, ToolClicks>();
  for (const row of rows) {
    const tool = byTool.get(row.toolId) ?? { toolId: row.toolId, clicks: 0, toolPageClicks: 0 };
    tool.clicks += row.n;
    if (row.page === toolPagePath(row.toolId)) tool.toolPageClicks += row.n;
    byTool.set(row.toolId, tool);
  }
  return [...byTool.values()];
}

/**
 * Top tools by outbound clicks, with each tool page's click-through rate: clicks made on `/tools/{id}` ÷ views
 * of that page (all languages). `toolPageViews` is keyed by page path.
 */
export function topTools(tools: ToolClicks[], toolPageViews: Map<string, number>): InsightsResponse["topTools"] {
  return top(tools.map((t) => ({ ...t, key: t.toolId, n: t.clicks }))).map((t) => {
    const views = toolPageViews.get(toolPagePath(t.toolId)) ?? 0;
    return {
      toolId: t.toolId,
      clicks: t.clicks,
      toolPageViews: views,
      toolPageClicks: t.toolPageClicks,
      clickThroughRate: views > 0 ? t.toolPageClicks / views : null,
    };
  });
}

export function languages(rows: CountRow[]): InsightsResponse["languages"] {
  return merge(rows, (name) => (isLanguageCode(name) ? name : null)).map((r) => ({
    language: r.key as InsightsResponse["languages"][number]["language"],
    visits: r.n,
  }));
}

function deviceType(name: string): DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(name) ? (name as DeviceType) : "unknown";
}

export function devices(rows: CountRow[]): InsightsResponse["devices"] {
  return merge(rows, deviceType).map((r) => ({ device: r.key as DeviceType, visits: r.n }));
}

export function operatingSystems(rows: CountRow[]): InsightsResponse["operatingSystems"] {
  return merge(rows, (name) => name || "Unknown").map((r) => ({ os: r.key, visits: r.n }));
}

/** Entry pages; entries counted before entry pages were recorded have no page and are left out. */
export function entryPages(rows: CountRow[]): InsightsResponse["entryPages"] {
  return merge(rows, (name) => name || null).map((r) => ({ page: r.key, entries: r.n }));
}

export function campaigns(
  rows: { source: string; medium: string; campaign: string; n: number }[],
): InsightsResponse["campaigns"] {
  return top(rows.map((r) => ({ ...r, key: JSON.stringify([r.source, r.medium, r.campaign]) }))).map((r) => ({
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    visits: r.n,
  }));
}
