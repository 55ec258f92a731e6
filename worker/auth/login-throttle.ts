import { withinNetworkLimit } from "../lib/network-limit";

/**
 * Sign-in throttling on the LOGIN_LIMITER binding (the counter; nothing is written to KV). Two keys:
 *
 * - per network (an IPv4 address or an IPv6 /64, and the /48 around it): every attempt counts, right or wrong, because the binding
 *   cannot be read without counting and a network over its limit must be refused before its password is
 *   even checked (that also spares the CPU of hashing a guesser's passwords);
 * - per username: only failures from browsers that are not known devices count, and being over the limit
 *   only turns such a failure's 401 into a 429. A correct password is never refused for the username's sake,
 *   so strangers failing under the admin's username from anywhere cannot lock the admin out.
 */
export type LoginThrottleScope = "network" | "username";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Counts a sign-in attempt from the request's network and /48; false when either is over its limit. */
export function networkMayTry(env: Env, request: Request): Promise<boolean> {
  return withinNetworkLimit(env.LOGIN_LIMITER, "login:network", request);
}

/**
 * Counts a failed sign-in from an unknown device against the username (case-insensitively, as a hash, so the
 * key has a fixed length and no username is kept); false when the username is over its limit.
 */
export async function usernameMayFail(env: Env, username: string): Promise<boolean> {
  const { success } = await env.LOGIN_LIMITER.limit({
    key: `login:username:${await sha256Hex(username.toLowerCase())}`,
  });
  return success;
}
