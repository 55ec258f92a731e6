import { type AuthStatus, type LoginAnswer, loginRequestSchema } from "@common/api/admin";
import { passkeySignInRequestSchema } from "@common/api/passkeys";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import { checkCredentials, configuredAdmin } from "../auth/credentials";
import { knownDeviceNonce, rememberDevice } from "../auth/known-device";
import { loginRefusedBy } from "../auth/login-throttle";
import { assertionOptions, verifyAssertion } from "../auth/passkeys";
import { createSession, endSession, readSession } from "../auth/sessions";
import { hasPasskeys } from "../db/admin-passkeys";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { logSecurityEvent } from "../lib/security-log";

function tooManyAttempts(): ApiError {
  return new ApiError(429, "rate_limited", "Too many sign-in attempts. Please wait a minute and try again.");
}

function notConfigured(): ApiError {
  return new ApiError(503, "service_unavailable", "Admin login is not configured");
}

/** Admin sign-in (a password, then a passkey once one is registered), sign-out and session check (SPEC.md §6, §7). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  /**
   * Sign-in, first step. The limits are counted before the password is hashed (login-throttle.ts, decision 037):
   * a known device under its own key, any other browser per network and per username. The right password signs
   * in, or, once the admin has a passkey, answers the options of the passkey step without a session.
   */
  .post("/login", requireSameOrigin, jsonBody(loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const admin = configuredAdmin(c.env);
    if (!admin) throw notConfigured();
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
    if (await hasPasskeys(database(c.env.DB))) {
      const options = await assertionOptions(c, "sign-in");
      logSecurityEvent(c, { event: "passkey_requested", username: admin.username, knownDevice });
      return c.json({ authenticated: false, passkeyRequired: true, options } satisfies LoginAnswer);
    }
    await createSession(c, admin.username);
    await rememberDevice(c);
    logSecurityEvent(c, { event: "signed_in", username: admin.username, knownDevice, passkey: false });
    return c.json({ authenticated: true, username: admin.username } satisfies LoginAnswer);
  })
  /**
   * Sign-in, second step: the passkey's answer to the challenge the first step issued. That challenge exists only
   * after the right password, within two minutes, and is taken by the first answer, right or wrong; so this
   * endpoint gives no more tries than the throttled first step.
   */
  .post("/login/passkey", requireSameOrigin, jsonBody(passkeySignInRequestSchema), async (c) => {
    const admin = configuredAdmin(c.env);
    if (!admin) throw notConfigured();
    const { response } = c.req.valid("json");
    const result = await verifyAssertion(c, "sign-in", response as AuthenticationResponseJSON);
    if ("refused" in result) {
      logSecurityEvent(c, { event: "passkey_failed", purpose: "sign-in", reason: result.refused });
      throw new ApiError(401, "unauthorized", "Passkey check failed");
    }
    const knownDevice = (await knownDeviceNonce(c)) !== null;
    await createSession(c, admin.username);
    await rememberDevice(c);
    logSecurityEvent(c, { event: "signed_in", username: admin.username, knownDevice, passkey: true });
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
