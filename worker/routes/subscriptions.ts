import { ALREADY_SUBSCRIBED_MESSAGE, subscribeRequestSchema } from "@common/api/newsletter";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { limitSignups, signUp } from "../lib/signup";

/** The newsletter signup (SPEC.md §7): never loses or duplicates an address. */
export const subscribeRoutes = new Hono<AppEnv>().post(
  "/",
  requireSameOrigin,
  jsonBody(subscribeRequestSchema),
  async (c) => {
    await limitSignups(c.env, c.req.raw);
    const body = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    if (!(await signUp(c.env, body))) throw new ApiError(409, "conflict", ALREADY_SUBSCRIBED_MESSAGE);
    return c.json({ subscribed: true }, 201);
  },
);
