import { type AuthStatus, loginRequestSchema } from "@common/api/admin";
import { Hono } from "hono";
import { checkCredentials, configuredAdmin } from "../auth/credentials";
import { isKnownDevice, rememberDevice } from "../auth/known-device";
import { networkMayTry, usernameMayFail } from "../auth/login-throttle";
import { createSession, endSession, readSession } from "../auth/sessions";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { logSecurityEvent } from "../lib/security-log";

function tooManyAttempts(): ApiError {
  return new ApiError(429, "rate_limited", "Too many sign-in attempts. Please wait a minute and try again.");
}

/** Admin sign-in, sign-out and session check (SPEC.md §6, §7). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  /**
   * Sign-in. Valid credentials always get in, unless the network they come from is over its own limit;
   * throttling never depends on what other networks did (see login-throttle.ts and decision 015).
   */
  .post("/login", requireSameOrigin, jsonBody(loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const admin = configuredAdmin(c.env);
    if (!admin) throw new ApiError(503, "service_unavailable", "Admin login is not configured");
    if (!(await networkMayTry(c.env, c.req.raw))) {
      logSecurityEvent(c, { event: "login_throttled", scope: "network" });
      throw tooManyAttempts();
    }
    const [knownDevice, { valid, usernameKnown }] = await Promise.all([
      isKnownDevice(c),
      checkCredentials(admin, username, password),
    ]);
    if (valid) {
      await createSession(c, admin.username);
      await rememberDevice(c);
      logSecurityEvent(c, { event: "signed_in", username: admin.username, knownDevice });
      return c.json({ authenticated: true, username: admin.username } satisfies AuthStatus);
    }
    if (!knownDevice && !(await usernameMayFail(c.env, username))) {
      logSecurityEvent(c, { event: "login_throttled", scope: "username" });
      throw tooManyAttempts();
    }
    logSecurityEvent(c, { event: "login_failed", usernameKnown, knownDevice });
    throw new ApiError(401, "unauthorized", "Invalid credentials");
  })
  .get("/auth", async (c) => {
    const session = await readSession(c);
    return c.json(
      (session ? { authenticated: true, username: session.username } : { authenticated: false }) satisfies AuthStatus,
    );
  })
  .post("/logout", requireSameOrigin, async (c) => {
    const session = await endSession(c);
    if (session) logSecurityEvent(c, { event: "signed_out", username: session.username });
    return c.json({ authenticated: false } satisfies AuthStatus);
  });
