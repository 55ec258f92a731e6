import { analyticsQuerySchema, analyticsResponseSchema, visitRequestSchema } from "@common/api/analytics";
import { insightsResponseSchema, liveResponseSchema } from "@common/api/insights";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { buildInsights } from "../analytics/insights";
import { insightsCsvStream } from "../analytics/insights-csv";
import { analyticsReader } from "../analytics/reader";
import { isNotAVisit, recordNavigationInBackground, withinVisitLimit } from "../analytics/record-visit";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";

/**
 * The `startDate`/`endDate` query every dashboard range endpoint takes: 400 with the schema's message when a date
 * is invalid, empty or given twice (a repeated parameter reaches the schema as a list, which no date matches).
 */
const rangeQuery = zValidator("query", analyticsQuerySchema, (result) => {
  if (!result.success) throw new ApiError(400, "bad_request", result.error.issues[0]?.message ?? "Invalid dates");
});

/** The admin's analytics (SPEC.md §7) and the owner's insights; mounted on the admin API (`adminOnly()`). */
export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .get("/analytics", rangeQuery, async (c) => {
    const result = await analyticsReader(c.env).analytics(c.req.valid("query"));
    return c.json(analyticsResponseSchema.parse(result));
  })
  .get("/daily-homepage-views", async (c) => c.json(await analyticsReader(c.env).dailyHomepageViews(new Date())))
  .get("/insights", rangeQuery, async (c) => {
    const result = await buildInsights(analyticsReader(c.env), database(c.env.DB), c.req.valid("query"), new Date());
    return c.json(insightsResponseSchema.parse(result));
  })
  .get("/live", async (c) => {
    const visitors = await analyticsReader(c.env).liveVisitors(new Date());
    return c.json(liveResponseSchema.parse({ visitors }));
  })
  /**
   * The current view as one CSV file, a section per list. The figures are read before the answer starts, so a
   * failure is still a JSON error; then the file is streamed section by section.
   */
  .get("/insights.csv", rangeQuery, async (c) => {
    const query = c.req.valid("query");
    const reader = analyticsReader(c.env);
    const today = new Date();
    const [analytics, insights] = await Promise.all([
      reader.analytics(query),
      buildInsights(reader, database(c.env.DB), query, today),
    ]);
    const range = `${insights.period.startDate ?? "all"}_${insights.period.endDate}`;
    return c.body(
      insightsCsvStream(analyticsResponseSchema.parse(analytics), insightsResponseSchema.parse(insights)),
      200,
      {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="insights_${range}.csv"`,
        "Cache-Control": "private, no-store",
      },
    );
  });

/** `POST /api/visits`: the SPA reports a client-side navigation (the first page load is recorded at the edge). */
export const visitsRoutes = new Hono<AppEnv>().post("/", requireSameOrigin, jsonBody(visitRequestSchema), async (c) => {
  if (!(await withinVisitLimit(c.env, c.req.raw))) {
    throw new ApiError(429, "rate_limited", "Too many page views reported. Please slow down.");
  }
  const { path } = c.req.valid("json");
  if (!isNotAVisit(c.req.raw)) recordNavigationInBackground(c, path);
  return c.body(null, 204);
});
