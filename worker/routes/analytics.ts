import { analyticsQuerySchema, analyticsResponseSchema, visitRequestSchema } from "@common/api/analytics";
import { Hono } from "hono";
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

/** The admin's analytics (SPEC.md §7); mounted behind requireAdmin. */
export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .get("/analytics", async (c) => {
    const url = new URL(c.req.url);
    const parsed = analyticsQuerySchema.safeParse({
      startDate: singleParam(url, "startDate"),
      endDate: singleParam(url, "endDate"),
    });
    if (!parsed.success) throw new ApiError(400, "bad_request", parsed.error.issues[0]?.message ?? "Invalid dates");
    const result = await analyticsReader(c.env).analytics(parsed.data);
    return c.json(analyticsResponseSchema.parse(result));
  })
  .get("/daily-homepage-views", async (c) => c.json(await analyticsReader(c.env).dailyHomepageViews(new Date())));

/** `POST /api/visits`: the SPA reports a client-side navigation (the first page load is recorded at the edge). */
export const visitsRoutes = new Hono<AppEnv>().post("/", requireSameOrigin, jsonBody(visitRequestSchema), async (c) => {
  if (!(await withinVisitLimit(c.env, c.req.raw))) {
    throw new ApiError(429, "rate_limited", "Too many page views reported. Please slow down.");
  }
  const { path } = c.req.valid("json");
  if (!isNotAVisit(c.req.raw)) recordNavigationInBackground(c, path);
  return c.body(null, 204);
});
