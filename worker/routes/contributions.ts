import { reportRequestSchema, suggestionRequestSchema } from "@common/api/contributions";
import type { VoteChallenge } from "@common/api/ratings";
import { fieldErrors } from "@common/catalogue/contract";
import { Hono } from "hono";
import type { z } from "zod";
import { database } from "../db/client";
import { storeReport, storeSuggestion } from "../db/contributions";
import type { AppEnv } from "../env";
import { contributionContext, limitContributions } from "../lib/contribution";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { createVoteChallenge } from "../lib/vote-proof";

/** A contribution that breaks its contract: 400 with every field's rule, so the form shows each beside its field. */
function invalidContribution(error: z.core.$ZodError): ApiError {
  return new ApiError(400, "invalid_contribution", "Please check the highlighted fields", fieldErrors(error.issues));
}

const held = () =>
  new ApiError(429, "rate_limited", "Too many suggestions and reports from this network today. Please try tomorrow.");

/**
 * `POST /api/suggestions`: a visitor suggests a tool (from the page's script: with a proof of work). 201 stored (a
 * bot's, filled-in honeypot, is stored as spam and answered the same), 409 `already_listed` or `already_suggested`
 * for a site the catalogue has or that waits already, 429 past the network's allowance, 400/403/413/415 as usual.
 */
export const suggestionRoutes = new Hono<AppEnv>()
  // The proof of work a suggestion or report from the page's script carries (the kind a vote solves, decision 036).
  .get("/challenge", async (c) => {
    await limitContributions(c.env, c.req.raw);
    c.header("Cache-Control", "no-store");
    return c.json((await createVoteChallenge(database(c.env.DB), new Date())) satisfies VoteChallenge);
  })
  .post(
    "/",
    requireSameOrigin,
    async (c, next) => {
      await limitContributions(c.env, c.req.raw);
      return next();
    },
    jsonBody(suggestionRequestSchema, { invalid: invalidContribution }),
    async (c) => {
      const db = database(c.env.DB);
      const body = c.req.valid("json");
      const context = await contributionContext(db, c.req.raw, "script", body);
      c.header("Cache-Control", "no-store");
      const outcome = await storeSuggestion(db, body, context);
      if (outcome === "listed") throw new ApiError(409, "already_listed", "The catalogue already lists this site");
      if (outcome === "pending") throw new ApiError(409, "already_suggested", "This site has already been suggested");
      if (outcome === "held") throw held();
      return c.json({ received: true }, 201);
    },
  );

/**
 * `POST /api/tools/:id/reports`: a visitor reports a problem on a published tool's page (same protection as a
 * suggestion). 404 for a tool that is not published.
 */
export const reportRoutes = new Hono<AppEnv>().post(
  "/:id/reports",
  requireSameOrigin,
  async (c, next) => {
    await limitContributions(c.env, c.req.raw);
    return next();
  },
  jsonBody(reportRequestSchema, { invalid: invalidContribution }),
  async (c) => {
    const db = database(c.env.DB);
    const body = c.req.valid("json");
    const context = await contributionContext(db, c.req.raw, "script", body);
    c.header("Cache-Control", "no-store");
    const outcome = await storeReport(db, c.req.param("id"), body, context);
    if (outcome === "unknownTool") throw new ApiError(404, "not_found", "No tool with this id");
    if (outcome === "held") throw held();
    return c.json({ received: true }, 201);
  },
);
