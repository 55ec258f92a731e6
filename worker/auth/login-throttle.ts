import { withinNetworkLimit } from "../lib/network-limit";

/**
 * Sign-in throttling on the LOGIN_LIMITER binding (the counter; nothing is written to KV). Every limit is
 * counted here, before the password is hashed, in this order (decision 037, which revises 015):
 *
 * - a known device (a browser the admin signed in with, see known-device.ts) counts under a key of its own,
 *   `login:device:<nonce>`, and under nothing else: strangers on the admin's network (an office, carrier NAT,
 *   the same /64) or guessing the admin's username cannot keep that browser out;
 * - any other browser counts per network (an IPv4 address or an IPv6 /64, and the /48 around it, decision 036),
 *   then per username (case-insensitively, as a hash, so the key has a fixed length and no username is kept).
 *   The binding cannot be read without counting, so every such attempt counts, right or wrong; over either limit
 *   the answer is the 429 of SPEC.md §8 without any PBKDF2 work, the right password included. A guesser spread
 *   over many networks thus gets about ten tries a minute at the admin's username in all, not ten per network.
 */
export type LoginThrottleScope = "device" | "network" | "username";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function mayTry(env: Env, key: string): Promise<boolean> {
  const { success } = await env.LOGIN_LIMITER.limit({ key });
  return success;
}

/**
 * Counts a sign-in attempt, before its password is checked; answers the limit that refuses it, or null when it
 * may go on. `deviceNonce` is the nonce of the request's known-device cookie, null for an unknown browser.
 */
export async function loginRefusedBy(
  env: Env,
  request: Request,
  username: string,
  deviceNonce: string | null,
): Promise<LoginThrottleScope | null> {
  if (deviceNonce) return (await mayTry(env, `login:device:${deviceNonce}`)) ? null : "device";
  if (!(await withinNetworkLimit(env.LOGIN_LIMITER, "login:network", request))) return "network";
  if (!(await mayTry(env, `login:username:${await sha256Hex(username.toLowerCase())}`))) return "username";
  return null;
}
