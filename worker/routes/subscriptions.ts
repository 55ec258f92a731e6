import { ALREADY_SUBSCRIBED_MESSAGE, subscribeRequestSchema } from "@common/api/newsletter";
import type { VoteChallenge } from "@common/api/ratings";
import { Hono } from "hono";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { withinNetworkLimit } from "../lib/network-limit";
import { requireSameOrigin } from "../lib/same-origin";
import { limitSignups, signUp } from "../lib/signup";
import { createVoteChallenge } from "../lib/vote-proof";

/**
 * The newsletter signup (SPEC.md §7, docs/decisions/042): never loses or duplicates an address, stores it as pending
 * and mails a confirmation link. 201 means "check your inbox" (also when a limit held the mail back), 409 that the
 * address is already an active subscriber.
 */
export const subscribeRoutes = new Hono<AppEnv>()
  .post("/", requireSameOrigin, jsonBody(subscribeRequestSchema), async (c) => {
    await limitSignups(c.env, c.req.raw, "script");
    c.header("Cache-Control", "no-store");
    const answer = await signUp(c.env, c.req.raw, c.req.valid("json"), "script");
    if (answer === "active") throw new ApiError(409, "conflict", ALREADY_SUBSCRIBED_MESSAGE);
    return c.json({ subscribed: true }, 201);
  })
  // The proof of work a signup from the page's script carries (the same kind a vote solves, decision 036).
  .get("/challenge", async (c) => {
    if (!(await withinNetworkLimit(c.env.SUBSCRIBE_LIMITER, "signup-challenge", c.req.raw))) {
      throw new ApiError(429, "rate_limited", "Too many signups from this network. Please wait a minute.");
    }
    c.header("Cache-Control", "no-store");
    return c.json((await createVoteChallenge(database(c.env.DB), new Date())) satisfies VoteChallenge);
  });
