import { CONTRIBUTION_KINDS, closeContributionSchema, moderationQuerySchema } from "@common/api/contributions";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { loadTool } from "../db/catalogue/load-tools";
import { database } from "../db/client";
import { closeContribution, moderationPage } from "../db/moderation";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";

/**
 * The owner's queue of visitors' suggestions and reports (admin only: mounted on the admin sub-app): a page of one
 * kind in one state with every state's count, and the owner's decision on an item. Closing deletes the visitor's
 * reply address.
 */
export const moderationAdminRoutes = new Hono<AppEnv>()
  .use("*", requireSameOrigin)
  .get(
    "/",
    zValidator("query", moderationQuerySchema, (result) => {
      if (!result.success) throw new ApiError(400, "bad_request", "Unknown kind, status or page");
    }),
    async (c) => c.json(await moderationPage(database(c.env.DB), c.req.valid("query"))),
  )
  .post("/:kind/:id/close", jsonBody(closeContributionSchema), async (c) => {
    const kind = c.req.param("kind");
    const id = Number(c.req.param("id"));
    if (!(CONTRIBUTION_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || id < 1) {
      throw new ApiError(404, "not_found", "No such suggestion or report");
    }
    const decision = c.req.valid("json");
    const db = database(c.env.DB);
    if (kind === "suggestions" && decision.status === "accepted") {
      // The tool is created in the catalogue editor first, prefilled from the suggestion; accepting names it.
      if (!decision.toolId || !(await loadTool(db, decision.toolId))) {
        throw new ApiError(400, "bad_request", "Accepting a suggestion names the tool it became");
      }
    }
    const closed = await closeContribution(db, kind as (typeof CONTRIBUTION_KINDS)[number], id, {
      ...decision,
      now: new Date(),
    });
    if (!closed) throw new ApiError(404, "not_found", "No open suggestion or report with this id");
    return c.body(null, 204);
  });
