import {
  type AnalyticsQuery,
  analyticsQuerySchema,
  analyticsResponseSchema,
  visitRequestSchema,
} from "@common/api/analytics";
import { insightsResponseSchema, liveResponseSchema } from "@common/api/insights";
import { Hono } from "hono";
import { buildInsights } from "../analytics/insights";
import { insightsCsvStream } from "../analytics/insights-csv";
import { analyticsReader } from "../analytics/reader";
import { isNotAVisit, recordNavigationInBackground, withinVisitLimit } from "../analytics/record-visit";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";

/** Reads one optional query parameter, refusing repeats (which would be ambiguous). */
function singleParam(url: URL, name: string): string | undefined {
  const values = url.searchParams.getAll(name);
  if (values.length > 1) throw new ApiError(400, "bad_request", `${name} may be given once`);
  return values[0] || undefined;
}

/** The `startDate`/`endDate` query every dashboard range endpoint takes (400 when invalid or repeated). */
function rangeQuery(requestUrl: string): AnalyticsQuery {
  const url = new URL(requestUrl);
  const parsed = analyticsQuerySchema.safeParse({
    startDate: singleParam(url, "startDate"),
    endDate: singleParam(url, "endDate"),
  });
  if (!parsed.success) throw new ApiError(400, "bad_request", parsed.error.issues[0]?.message ?? "Invalid dates");
  return parsed.data;
}

/** The admin's analytics (SPEC.md §7) and the owner's insights; mounted on the admin API (`adminOnly()`). */
export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .get("/analytics", async (c) => {
    const result = await analyticsReader(c.env).analytics(rangeQuery(c.req.url));
    return c.json(analyticsResponseSchema.parse(result));
  })
  .get("/daily-homepage-views", async (c) => c.json(await analyticsReader(c.env).dailyHomepageViews(new Date())))
  .get("/insights", async (c) => {
    const result = await buildInsights(analyticsReader(c.env), c.env.DB, rangeQuery(c.req.url), new Date());
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
  .get("/insights.csv", async (c) => {
    const query = rangeQuery(c.req.url);
    const reader = analyticsReader(c.env);
    const today = new Date();
    const [analytics, insights] = await Promise.all([
      reader.analytics(query),
      buildInsights(reader, c.env.DB, query, today),
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
