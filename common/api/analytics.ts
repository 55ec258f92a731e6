import { z } from "zod";
import { isPublicPage } from "../site-pages";
import { ANALYTICS_DATE_RANGE } from "./analytics-dates";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (UTC), within ANALYTICS_DATE_RANGE. */
export const dateParamSchema = z
  .string()
  .regex(isoDate, { error: "dates must be written YYYY-MM-DD" })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "not a real calendar date")
  .refine(
    (value) => value >= ANALYTICS_DATE_RANGE.min && value <= ANALYTICS_DATE_RANGE.max,
    `dates must lie between ${ANALYTICS_DATE_RANGE.min} and ${ANALYTICS_DATE_RANGE.max}`,
  );

/** `GET /api/admin/analytics` query: both dates optional and inclusive, UTC; start may not be after end. */
export const analyticsQuerySchema = z
  .object({ startDate: dateParamSchema.optional(), endDate: dateParamSchema.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: "startDate must not be after endDate",
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The admin analytics answer (SPEC.md §3). Lists are sorted by count, recent visits newest first. */
export const analyticsResponseSchema = z.object({
  totalVisits: z.number().int().min(0),
  uniqueVisitors: z.number().int().min(0),
  pageViews: z.array(z.object({ page: z.string(), views: z.number().int() })),
  topCountries: z.array(z.object({ country: z.string(), visits: z.number().int() })),
  topBrowsers: z.array(z.object({ browser: z.string(), visits: z.number().int() })),
  topReferrers: z.array(z.object({ domain: z.string(), referrals: z.number().int() })),
  recentVisits: z.array(
    z.object({ id: z.string(), page: z.string(), country: z.string(), browser: z.string(), visitedAt: z.string() }),
  ),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** `GET /api/admin/daily-homepage-views`: one entry per UTC day of the span, zeros included. */
export const dailyHomepageViewsSchema = z.array(z.object({ date: z.string().regex(isoDate), views: z.number().int() }));
export type DailyHomepageViews = z.infer<typeof dailyHomepageViewsSchema>;

/** `POST /api/visits`: a client-side navigation, named by the page's URL path (the referrer is not sent). */
export const visitRequestSchema = z.strictObject({
  path: z
    .string({ error: "path is required" })
    .min(1, { error: "path is required" })
    .max(512, { error: "path is too long" })
    .refine((p) => p.startsWith("/") && !/[\s\p{Cc}]/u.test(p), "path must start with / and contain no spaces")
    // Only the site's own public pages are counted: anything else is a client bug or someone probing.
    .refine(isPublicPage, "path is not a page of this site"),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;
