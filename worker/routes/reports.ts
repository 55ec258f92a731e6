import { clickRequestSchema, searchRequestSchema } from "@common/api/insights";
import { findPublicPage } from "@common/site-pages";
import { Hono } from "hono";
import { describeClick, describeSearch, storeClick, storeSearch, withinReportLimit } from "../analytics/record-events";
import { inBackground, isNotAVisit } from "../analytics/record-visit";
import { isPublishedTool } from "../db/catalogue/public-reads";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";

/**
 * `POST /api/clicks`: a 'Try Now' click (the page sends it with `navigator.sendBeacon` as it opens the tool's
 * site). Same-origin, within the network's `CLICK_LIMITER` allowance (429 over it); bots and prefetches are
 * answered alike and recorded nowhere. 204, the write after the answer.
 */
export const clicksRoutes = new Hono<AppEnv>().post("/", requireSameOrigin, jsonBody(clickRequestSchema), async (c) => {
  if (!(await withinReportLimit(c.env.CLICK_LIMITER, "click", c.req.raw))) {
    throw new ApiError(429, "rate_limited", "Too many clicks reported. Please slow down.");
  }
  const report = c.req.valid("json");
  // The schema checks the id's form; only a tool published now is counted (the catalogue in D1).
  if (!(await isPublishedTool(database(c.env.DB), report.toolId))) {
    throw new ApiError(400, "bad_request", "toolId: toolId is not a tool of the catalogue");
  }
  // The schema only lets public pages through; the page is stored as the route table names it.
  const page = findPublicPage(report.page);
  if (page && !isNotAVisit(c.req.raw)) {
    inBackground(c, () => storeClick(c.env, describeClick(report, page, new Date())), "Click not recorded");
  }
  return c.body(null, 204);
});

/**
 * `POST /api/searches`: a directory search the visitor paused on or left, with its result count. Same rules as
 * clicks (`SEARCH_LIMITER`); the term is kept only in the day's aggregated counts.
 */
export const searchesRoutes = new Hono<AppEnv>().post(
  "/",
  requireSameOrigin,
  jsonBody(searchRequestSchema),
  async (c) => {
    if (!(await withinReportLimit(c.env.SEARCH_LIMITER, "search", c.req.raw))) {
      throw new ApiError(429, "rate_limited", "Too many searches reported. Please slow down.");
    }
    const report = c.req.valid("json");
    if (!isNotAVisit(c.req.raw)) {
      inBackground(c, () => storeSearch(c.env, describeSearch(report, new Date())), "Search not recorded");
    }
    return c.body(null, 204);
  },
);
