import type { AnalyticsResponse } from "@common/api/analytics";
import type { InsightsResponse, PeriodTotals } from "@common/api/insights";
import { CSV_BOM, csvRow } from "../lib/csv";

type Cell = string | number | null;

/** One part of the export: a title line, a header line, its rows, then an empty line. */
export interface CsvSection {
  title: string;
  header: string[];
  rows: Cell[][];
}

const TOTALS: (keyof PeriodTotals)[] = ["visits", "uniqueVisitors", "clicks", "searches", "signups", "conversionRate"];
const TOTAL_LABELS: Record<keyof PeriodTotals, string> = {
  visits: "visits",
  uniqueVisitors: "unique_visitors",
  clicks: "clicks",
  searches: "searches",
  signups: "signups",
  conversionRate: "conversion_rate",
};

/** The sections of the dashboard's current view, in the dashboard's order. */
export function insightsCsvSections(analytics: AnalyticsResponse, insights: InsightsResponse): CsvSection[] {
  const previous = insights.previousPeriod;
  return [
    {
      title: "Period",
      header: ["start_date", "end_date", "previous_start_date", "previous_end_date"],
      rows: [
        [insights.period.startDate ?? "", insights.period.endDate, previous?.startDate ?? "", previous?.endDate ?? ""],
      ],
    },
    {
      title: "Summary",
      header: ["figure", "current", "previous"],
      rows: TOTALS.map((key) => [TOTAL_LABELS[key], insights.totals[key], insights.previousTotals?.[key] ?? null]),
    },
    {
      title: "Daily",
      header: [
        "date",
        "homepage_views",
        "visits",
        "signups",
        "previous_date",
        "previous_homepage_views",
        "previous_visits",
        "previous_signups",
      ],
      rows: insights.daily.map((day, i) => {
        const before = insights.previousDaily?.[i];
        return [
          day.date,
          day.homepageViews,
          day.visits,
          day.signups,
          before?.date ?? "",
          before?.homepageViews ?? null,
          before?.visits ?? null,
          before?.signups ?? null,
        ];
      }),
    },
    { title: "Top pages", header: ["page", "views"], rows: analytics.pageViews.map((r) => [r.page, r.views]) },
    {
      title: "Top countries",
      header: ["country", "visits"],
      rows: analytics.topCountries.map((r) => [r.country, r.visits]),
    },
    {
      title: "Top browsers",
      header: ["browser", "visits"],
      rows: analytics.topBrowsers.map((r) => [r.browser, r.visits]),
    },
    {
      title: "Top referrers",
      header: ["domain", "referrals"],
      rows: analytics.topReferrers.map((r) => [r.domain, r.referrals]),
    },
    {
      title: "Top tools",
      header: ["tool_id", "clicks", "tool_page_views", "tool_page_clicks", "click_through_rate"],
      rows: insights.topTools.map((r) => [r.toolId, r.clicks, r.toolPageViews, r.toolPageClicks, r.clickThroughRate]),
    },
    {
      title: "Top searches",
      header: ["term", "searches", "results"],
      rows: insights.topSearches.map((r) => [r.term, r.searches, r.results]),
    },
    {
      title: "Searches with no results",
      header: ["term", "searches"],
      rows: insights.zeroResultSearches.map((r) => [r.term, r.searches]),
    },
    {
      title: "Languages",
      header: ["language", "visits"],
      rows: insights.languages.map((r) => [r.language, r.visits]),
    },
    { title: "Devices", header: ["device", "visits"], rows: insights.devices.map((r) => [r.device, r.visits]) },
    {
      title: "Operating systems",
      header: ["os", "visits"],
      rows: insights.operatingSystems.map((r) => [r.os, r.visits]),
    },
    {
      title: "Campaigns",
      header: ["source", "medium", "campaign", "visits"],
      rows: insights.campaigns.map((r) => [r.source, r.medium, r.campaign, r.visits]),
    },
    {
      title: "Entry pages",
      header: ["page", "entries"],
      rows: insights.entryPages.map((r) => [r.page, r.entries]),
    },
  ];
}

/**
 * The view as one CSV file, streamed a section at a time like the subscriber export, with the same cell
 * escaping (RFC 4180, neutralised against spreadsheet formulas: a search term is whatever a visitor typed).
 */
export function insightsCsvStream(
  analytics: AnalyticsResponse,
  insights: InsightsResponse,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const sections = insightsCsvSections(analytics, insights);
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const section = sections[next];
      if (!section) {
        controller.close();
        return;
      }
      let chunk = next === 0 ? CSV_BOM : "";
      chunk += csvRow([section.title]) + csvRow(section.header);
      for (const row of section.rows) chunk += csvRow(row);
      chunk += "\r\n";
      next++;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
