import { type AuthStatus, loginRequestSchema } from "@common/api/admin";
import { Hono } from "hono";
import { checkCredentials, configuredAdmin } from "../auth/credentials";
import { createSession, endSession, readSession } from "../auth/sessions";
import type { AppEnv } from "../env";
import { clientNetwork } from "../lib/client-network";
import { ApiError } from "../lib/errors";
import { readJsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";

/** How long sign-in stays locked for an IP or a username after too many failures (KV's shortest expiry). */
const LOCK_SECONDS = 60;

function tooManyAttempts(): ApiError {
  return new ApiError(429, "rate_limited", "Too many failed sign-in attempts. Please wait a minute and try again.");
}

/** True while the IP or the username is locked out after repeated failures. */
async function isLoginLocked(env: Env, keys: string[]): Promise<boolean> {
  const locks = await Promise.all(keys.map((key) => env.SESSIONS.get(`login-lock:${key}`)));
  return locks.some((lock) => lock !== null);
}

/**
 * Counts a failed sign-in per IP and per username with the rate-limiting binding; once either is over its limit
 * a short lock is stored, so every attempt (right password included) is refused until it expires and guessing
 * cannot go on. Successful sign-ins never count.
 */
async function recordLoginFailure(env: Env, keys: string[]): Promise<boolean> {
  const outcomes = await Promise.all(keys.map((key) => env.LOGIN_LIMITER.limit({ key: `login-fail:${key}` })));
  const over = keys.filter((_, i) => !outcomes[i]?.success);
  await Promise.all(over.map((key) => env.SESSIONS.put(`login-lock:${key}`, "1", { expirationTtl: LOCK_SECONDS })));
  return over.length > 0;
}

/** Admin sign-in, sign-out and session check (SPEC.md §6, §7). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .post("/login", requireSameOrigin, async (c) => {
    const { username, password } = await readJsonBody(c, loginRequestSchema);
    const admin = configuredAdmin(c.env);
    if (!admin) throw new ApiError(503, "service_unavailable", "Admin login is not configured");
    const keys = [`ip:${clientNetwork(c.req.raw)}`, `user:${username.toLowerCase()}`];
    if (await isLoginLocked(c.env, keys)) throw tooManyAttempts();
    if (!(await checkCredentials(admin, username, password))) {
      if (await recordLoginFailure(c.env, keys)) throw tooManyAttempts();
      throw new ApiError(401, "unauthorized", "Invalid credentials");
    }
    await createSession(c, c.env.SESSIONS, admin.username);
    return c.json({ authenticated: true, username: admin.username } satisfies AuthStatus);
  })
  .get("/auth", async (c) => {
    const session = await readSession(c, c.env.SESSIONS);
    return c.json(
      (session ? { authenticated: true, username: session.username } : { authenticated: false }) satisfies AuthStatus,
    );
  })
  .post("/logout", requireSameOrigin, async (c) => {
    await endSession(c, c.env.SESSIONS);
    return c.json({ authenticated: false } satisfies AuthStatus);
  });
