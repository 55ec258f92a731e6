import { z } from "zod";
import { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "../catalogue/tool-id";
import { isLanguageCode, type LanguageCode } from "../i18n/languages";
import { isPublicPage } from "../site-pages";
import { recordableSearchTerm, SEARCH_TERM_LENGTH } from "./search-terms";

// The owner's business figures beyond SPEC.md §3's analytics answer: outbound clicks, site searches, campaigns,
// devices, entry pages and the comparison with the previous period. Both analytics readers answer these shapes;
// the dashboard, the CSV export and the tests derive from them.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
/** A ratio in [0, 1], or null when its denominator is zero (shown as '—', never as 0 %). */
const ratio = z.number().min(0).nullable();
const languageCode = z
  .string()
  .refine((value): value is LanguageCode => isLanguageCode(value), "not one of the site's languages");

/** The bounds of a period as inclusive UTC dates; `startDate` is null for 'all time'. */
export const periodSchema = z.object({ startDate: isoDate.nullable(), endDate: isoDate });
export type Period = z.infer<typeof periodSchema>;

/** The totals of one period, shown on the summary cards. */
export const periodTotalsSchema = z.object({
  visits: count,
  uniqueVisitors: count,
  clicks: count,
  searches: count,
  signups: count,
  /** signups ÷ unique visitors of the period. */
  conversionRate: ratio,
});
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;

/** One UTC day of the chart. */
export const insightDaySchema = z.object({ date: isoDate, homepageViews: count, visits: count, signups: count });
export type InsightDay = z.infer<typeof insightDaySchema>;

export const DEVICE_TYPES = ["mobile", "tablet", "desktop", "unknown"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * `GET /api/admin/insights?startDate&endDate` (same query rules as `/api/admin/analytics`). The previous period
 * is the one of equal length that ends the day before `period.startDate`; it is null for 'all time', and then
 * `previousTotals` and `previousDaily` are null too. `previousDaily[i]` is the day `daily[i]` is compared with.
 * Lists are sorted by their count, largest first, at most TOP_LIMIT entries.
 */
export const insightsResponseSchema = z.object({
  period: periodSchema,
  previousPeriod: periodSchema.nullable(),
  totals: periodTotalsSchema,
  previousTotals: periodTotalsSchema.nullable(),
  daily: z.array(insightDaySchema),
  previousDaily: z.array(insightDaySchema).nullable(),
  /** Outbound 'Try Now' clicks per tool (from any page), with the tool page's own click-through rate:
   *  clicks made on the tool's page ÷ views of that page, all languages together. */
  topTools: z.array(
    z.object({
      toolId: z.string(),
      /** The tool's name in the catalogue; absent for an id the catalogue no longer has. */
      name: z.string().optional(),
      clicks: count,
      toolPageViews: count,
      toolPageClicks: count,
      clickThroughRate: ratio,
    }),
  ),
  topSearches: z.array(z.object({ term: z.string(), searches: count, results: count })),
  /** Searches whose latest result count was zero: what beginners look for and the catalogue lacks. */
  zeroResultSearches: z.array(z.object({ term: z.string(), searches: count })),
  languages: z.array(z.object({ language: languageCode, visits: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_TYPES), visits: count })),
  operatingSystems: z.array(z.object({ os: z.string(), visits: count })),
  campaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visits: count })),
  /** The first page of a visitor's UTC day. */
  entryPages: z.array(z.object({ page: z.string(), entries: count })),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/** `GET /api/admin/live`: distinct visitors seen in the last LIVE_WINDOW_MINUTES. */
export const LIVE_WINDOW_MINUTES = 5;
export const liveResponseSchema = z.object({ visitors: count });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

/** `POST /api/clicks`: a 'Try Now' click on a public page (sent with `navigator.sendBeacon`). */
export const clickRequestSchema = z.strictObject({
  toolId: z
    .string({ error: "toolId is required" })
    .max(TOOL_ID_MAX_LENGTH, { error: "toolId is not a tool id" })
    .regex(TOOL_ID_PATTERN, { error: "toolId is not a tool id" }),
  page: z
    .string({ error: "page is required" })
    .max(512, { error: "page is too long" })
    .refine(isPublicPage, "page is not a page of this site"),
});
export type ClickRequest = z.infer<typeof clickRequestSchema>;

/** The most tools a reported search may say it found: far above any catalogue the site is built for. */
export const MAX_SEARCH_RESULTS = 1_000_000;

/** `POST /api/searches`: a directory search the visitor paused on or left, with the number of tools it found. */
export const searchRequestSchema = z.strictObject({
  term: z
    .string({ error: "term is required" })
    .max(256, { error: "term is too long" })
    .transform((raw, ctx) => {
      const term = recordableSearchTerm(raw);
      if (term === null) {
        ctx.addIssue({
          code: "custom",
          message: `term must be ${SEARCH_TERM_LENGTH.min} to ${SEARCH_TERM_LENGTH.max} characters`,
        });
        return z.NEVER;
      }
      return term;
    }),
  language: languageCode,
  results: z.number({ error: "results must be a number" }).int().min(0).max(MAX_SEARCH_RESULTS),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
