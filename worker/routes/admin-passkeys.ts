import {
  PASSKEYS_MAX,
  type PasskeyList,
  passkeyRegistrationRequestSchema,
  passkeyRemovalRequestSchema,
} from "@common/api/passkeys";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import { assertionOptions, registrationOptions, verifyAssertion, verifyRegistration } from "../auth/passkeys";
import { addPasskey, listPasskeys, publicPasskey, removePasskey } from "../db/admin-passkeys";
import { type Database, database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { logSecurityEvent } from "../lib/security-log";

/** A credential id as WebAuthn gives it: base64url, at most 1023 bytes (about 1,364 characters). */
const CREDENTIAL_ID_PATTERN = /^[A-Za-z0-9_-]{1,1400}$/;

async function passkeyList(db: Database): Promise<PasskeyList> {
  return { items: (await listPasskeys(db)).map(publicPasskey) };
}

/**
 * The admin's passkeys (decision 037), mounted on the admin API (`adminOnly()`): list, register (options, then the browser's answer)
 * and remove. A removal needs a fresh passkey check (options, then the answer in the DELETE's body), so a stolen
 * session cookie alone cannot take the second factor away.
 */
export const adminPasskeyRoutes = new Hono<AppEnv>()
  .use("*", requireSameOrigin)
  .get("/", async (c) => c.json(await passkeyList(database(c.env.DB))))
  .post("/options", async (c) => {
    const db = database(c.env.DB);
    if ((await listPasskeys(db)).length >= PASSKEYS_MAX) {
      throw new ApiError(409, "conflict", `At most ${PASSKEYS_MAX} passkeys can be registered`);
    }
    return c.json(await registrationOptions(c, c.get("adminUsername") ?? ""));
  })
  .post("/", jsonBody(passkeyRegistrationRequestSchema), async (c) => {
    const { name, response } = c.req.valid("json");
    const result = await verifyRegistration(c, response as RegistrationResponseJSON);
    if ("refused" in result) {
      logSecurityEvent(c, { event: "passkey_failed", purpose: "register", reason: result.refused });
      throw new ApiError(400, "bad_request", "Passkey check failed");
    }
    const db = database(c.env.DB);
    if (!(await addPasskey(db, { ...result.credential, name }, PASSKEYS_MAX))) {
      throw new ApiError(409, "conflict", `This passkey is registered already, or ${PASSKEYS_MAX} are`);
    }
    const list = await passkeyList(db);
    const username = c.get("adminUsername") ?? "";
    logSecurityEvent(c, { event: "passkey_added", username, passkeys: list.items.length });
    return c.json(list, 201);
  })
  .post("/removal-options", async (c) => {
    const db = database(c.env.DB);
    if ((await listPasskeys(db)).length === 0) throw new ApiError(404, "not_found", "No passkey is registered");
    return c.json(await assertionOptions(c, "confirm"));
  })
  .delete("/:id", jsonBody(passkeyRemovalRequestSchema), async (c) => {
    const id = c.req.param("id");
    if (!CREDENTIAL_ID_PATTERN.test(id)) throw new ApiError(404, "not_found", "No such passkey");
    const { response } = c.req.valid("json");
    const result = await verifyAssertion(c, "confirm", response as AuthenticationResponseJSON);
    if ("refused" in result) {
      logSecurityEvent(c, { event: "passkey_failed", purpose: "confirm", reason: result.refused });
      throw new ApiError(403, "forbidden", "Passkey check failed");
    }
    const db = database(c.env.DB);
    if (!(await removePasskey(db, id))) throw new ApiError(404, "not_found", "No such passkey");
    const list = await passkeyList(db);
    const username = c.get("adminUsername") ?? "";
    logSecurityEvent(c, { event: "passkey_removed", username, passkeys: list.items.length });
    return c.json(list);
  });
