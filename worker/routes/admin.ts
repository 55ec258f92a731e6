import { type AuthStatus, loginRequestSchema } from "@common/api/admin";
import { Hono } from "hono";
import { checkCredentials, configuredAdmin } from "../auth/credentials";
import { knownDeviceNonce, rememberDevice } from "../auth/known-device";
import { loginRefusedBy } from "../auth/login-throttle";
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
   * Sign-in, first step. The limits are counted before the password is hashed (login-throttle.ts, decision 037):
   * a known device under its own key, any other browser per network and per username.
   */
  .post("/login", requireSameOrigin, jsonBody(loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const admin = configuredAdmin(c.env);
    if (!admin) throw new ApiError(503, "service_unavailable", "Admin login is not configured");
    const deviceNonce = await knownDeviceNonce(c);
    const knownDevice = deviceNonce !== null;
    const refusedBy = await loginRefusedBy(c.env, c.req.raw, username, deviceNonce);
    if (refusedBy) {
      logSecurityEvent(c, { event: "login_throttled", scope: refusedBy });
      throw tooManyAttempts();
    }
    const { valid, usernameKnown } = await checkCredentials(admin, username, password);
    if (!valid) {
      logSecurityEvent(c, { event: "login_failed", usernameKnown, knownDevice });
      throw new ApiError(401, "unauthorized", "Invalid credentials");
    }
    await createSession(c, admin.username);
    await rememberDevice(c);
    logSecurityEvent(c, { event: "signed_in", username: admin.username, knownDevice });
    return c.json({ authenticated: true, username: admin.username } satisfies AuthStatus);
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
