import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { z } from "zod";

/**
 * The longest username a sign-in may send, in UTF-16 units. An admin username is short; the bound keeps any
 * key built from it far below storage limits (KV keys take at most 512 bytes, and 128 units are at most 384
 * bytes of UTF-8), so an absurd username is a 400, never a storage error.
 */
export const LOGIN_USERNAME_MAX_LENGTH = 128;

/** `POST /api/admin/login` body; both fields required (SPEC.md §5). */
export const loginRequestSchema = z.strictObject({
  username: z
    .string({ error: "username is required" })
    .min(1, { error: "username is required" })
    .max(LOGIN_USERNAME_MAX_LENGTH, { error: "username is too long" }),
  password: z
    .string({ error: "password is required" })
    .min(1, { error: "password is required" })
    .max(1000, { error: "password is too long" }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `GET /api/admin/auth` (and the login and logout answers). */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  username: z.string().optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/**
 * The answer to `POST /api/admin/login` with the right password once the admin has registered a passkey: no
 * session yet. The browser asks for a passkey with `options` (bound to a single-use challenge that expires in
 * two minutes) and posts the answer to `POST /api/admin/login/passkey`, which signs in (decision 037).
 */
export interface PasskeyRequired {
  authenticated: false;
  passkeyRequired: true;
  options: PublicKeyCredentialRequestOptionsJSON;
}

/** `POST /api/admin/login`: signed in, or a passkey is required to finish. */
export type LoginAnswer = AuthStatus | PasskeyRequired;
