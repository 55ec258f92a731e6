import { HONEYPOT_FIELD, type subscribeRequestSchema } from "@common/api/newsletter";
import type { z } from "zod";
import { database } from "../db/client";
import { subscribe } from "../db/subscribers";
import { ApiError } from "./errors";
import { withinNetworkLimit } from "./network-limit";

/** A validated newsletter signup (trimmed, lower-cased address; language and source defaulted). */
export type Signup = z.output<typeof subscribeRequestSchema>;

/**
 * Throws 429 when this network (or its IPv6 /48) has signed up too often. The JSON API and the no-JavaScript form share one
 * limit, so switching between them buys a bot nothing.
 */
export async function limitSignups(env: Env, request: Request): Promise<void> {
  if (!(await withinNetworkLimit(env.SUBSCRIBE_LIMITER, "subscribe", request)))
    throw new ApiError(429, "rate_limited", "Too many signups from this network. Please wait a minute.");
}

/**
 * Stores a signup; false when the address is already an active subscriber. A filled-in honeypot is a bot:
 * it is told it succeeded (so it learns nothing) and nothing is stored.
 */
export async function signUp(env: Env, signup: Signup): Promise<boolean> {
  if (signup[HONEYPOT_FIELD]) return true;
  return subscribe(database(env.DB), signup);
}
