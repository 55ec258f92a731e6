import { z } from "zod";

/** The longest name the admin may give a passkey ("Laptop", "Phone", "Blue security key"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The most passkeys the admin may register: enough for every device they own, and a bound on the table. */
export const PASSKEYS_MAX = 10;

/**
 * A base64url field of a WebAuthn answer. The longest real ones (an RSA signature, an attestation object) stay
 * far below the cap; the 4 KB body limit bounds the whole answer anyway.
 */
const base64Url = z
  .string()
  .max(3000)
  .regex(/^[A-Za-z0-9_-]*$/, { error: "must be base64url" });

/** Extension outputs: whatever the browser reports, read by nobody here (the library checks what it needs). */
const extensionResults = z.record(z.string(), z.unknown());

/**
 * What `startAuthentication()` gives the browser (an assertion), as posted to the Worker. The shape only: the
 * signature, origin, challenge and counter are checked by the WebAuthn library.
 */
export const authenticationResponseSchema = z.object({
  id: base64Url.min(1),
  rawId: base64Url.min(1),
  response: z.object({
    clientDataJSON: base64Url.min(1),
    authenticatorData: base64Url.min(1),
    signature: base64Url.min(1),
    userHandle: base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: extensionResults,
  type: z.literal("public-key"),
});

/** What `startRegistration()` gives the browser (a new credential), as posted to the Worker. */
export const registrationResponseSchema = z.object({
  id: base64Url.min(1),
  rawId: base64Url.min(1),
  response: z.object({
    clientDataJSON: base64Url.min(1),
    attestationObject: base64Url.min(1),
    authenticatorData: base64Url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: extensionResults,
  type: z.literal("public-key"),
});

/** `POST /api/admin/login/passkey`: the second step of a sign-in once a passkey is registered. */
export const passkeySignInRequestSchema = z.strictObject({ response: authenticationResponseSchema });

/** `POST /api/admin/passkeys`: registers the passkey the browser just made, under a name. */
export const passkeyRegistrationRequestSchema = z.strictObject({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, { error: "name is required" })
    .max(PASSKEY_NAME_MAX_LENGTH, { error: "name is too long" }),
  response: registrationResponseSchema,
});

/** `DELETE /api/admin/passkeys/:id`: a fresh passkey check (any registered passkey) confirms the removal. */
export const passkeyRemovalRequestSchema = z.strictObject({ response: authenticationResponseSchema });

/** One registered passkey as the admin sees it; times are ISO-8601 UTC, `lastUsedAt` null until first used. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** `GET /api/admin/passkeys` and the answers of registering and removing one: every registered passkey, oldest first. */
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
