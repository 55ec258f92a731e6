import { BRAND_NAME } from "@common/brand";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Context } from "hono";
import { findPasskey, listPasskeys, recordPasskeyUse, type StoredPasskey } from "../db/admin-passkeys";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { type ChallengePurpose, PASSKEY_PROMPT_TIMEOUT_MS, storeChallenge, takeChallenge } from "./passkey-challenges";
import { relyingParty } from "./relying-party";

/**
 * The WebAuthn ceremonies of the admin's passkeys (decision 037), on SimpleWebAuthn. The password stays the first
 * factor, so a passkey is asked for presence, with verification (PIN, fingerprint) welcome but not required.
 */

/** EdDSA, ES256 and RS256: every current authenticator offers one of them; fixed so options and checks agree. */
const ALGORITHMS = [-8, -7, -257];

function site(c: Context<AppEnv>) {
  return relyingParty(c.req.url, c.env.SITE_URL);
}

/** A stable, opaque WebAuthn user handle for the admin (not the username itself). */
async function userHandle(username: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`admin:${username}`)));
}

/**
 * Options for asking the browser for an assertion by any of the admin's passkeys, under a fresh single-use
 * challenge for `purpose` ("sign-in": the second step of a sign-in; "confirm": confirming a removal).
 */
export async function assertionOptions(
  c: Context<AppEnv>,
  purpose: Exclude<ChallengePurpose, "register">,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const db = database(c.env.DB);
  const passkeys = await listPasskeys(db);
  const options = await generateAuthenticationOptions({
    rpID: site(c).id,
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
    userVerification: "preferred",
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
  });
  await storeChallenge(database(c.env.DB), purpose, options.challenge);
  return options;
}

/** Options for making a new passkey, under a fresh single-use challenge; the admin's passkeys are excluded. */
export async function registrationOptions(
  c: Context<AppEnv>,
  username: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = database(c.env.DB);
  const passkeys = await listPasskeys(db);
  const options = await generateRegistrationOptions({
    rpName: BRAND_NAME,
    rpID: site(c).id,
    userID: await userHandle(username),
    userName: username,
    userDisplayName: username,
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(database(c.env.DB), "register", options.challenge);
  return options;
}

/**
 * Takes the challenge the answer's client data names, if it was issued for `purpose` and is still valid: taken
 * before anything else is checked, so whatever follows, it cannot be answered again.
 */
async function takeAnsweredChallenge(
  c: Context<AppEnv>,
  purpose: ChallengePurpose,
  clientDataJSON: string,
): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || !challenge) return null;
  return (await takeChallenge(database(c.env.DB), purpose, challenge)) ? challenge : null;
}

/** Why a passkey answer was refused, for the security log. */
export type PasskeyRefusal = "challenge" | "unknown_credential" | "verification";

/**
 * Verifies an assertion for `purpose`: its challenge is taken (single use, unexpired), its credential is one of
 * the admin's passkeys, and the signature, origin, RP ID and counter check out; the passkey's counter and
 * last use are then stored. Answers the passkey, or why it was refused.
 */
export async function verifyAssertion(
  c: Context<AppEnv>,
  purpose: Exclude<ChallengePurpose, "register">,
  response: AuthenticationResponseJSON,
): Promise<{ passkey: StoredPasskey } | { refused: PasskeyRefusal }> {
  const challenge = await takeAnsweredChallenge(c, purpose, response.response.clientDataJSON);
  if (!challenge) return { refused: "challenge" };
  const db = database(c.env.DB);
  const passkey = await findPasskey(db, response.id);
  if (!passkey) return { refused: "unknown_credential" };
  const { id, origin } = site(c);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return { refused: "verification" };
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // The library throws for every malformed or mismatched answer (wrong origin, RP ID, counter, signature).
    return { refused: "verification" };
  }
  // Removed while the browser was asking: the answer no longer counts.
  if (!(await recordPasskeyUse(db, passkey.id, newCounter))) return { refused: "unknown_credential" };
  return { passkey };
}

/** A verified new credential, ready to store. */
export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Verifies the browser's answer to registrationOptions: its challenge is taken and the attestation checked. */
export async function verifyRegistration(
  c: Context<AppEnv>,
  response: RegistrationResponseJSON,
): Promise<{ credential: NewPasskey } | { refused: PasskeyRefusal }> {
  const challenge = await takeAnsweredChallenge(c, "register", response.response.clientDataJSON);
  if (!challenge) return { refused: "challenge" };
  const { id, origin } = site(c);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return { refused: "verification" };
    const { credential } = result.registrationInfo;
    return {
      credential: {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
    };
  } catch {
    return { refused: "verification" };
  }
}
