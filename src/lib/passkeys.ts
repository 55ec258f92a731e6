import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

/**
 * The browser's side of the admin's passkeys (SimpleWebAuthn). Only the admin screen imports this module, so the
 * library stays out of the public pages (scripts/check-js-budget.ts fails the build otherwise).
 */

/** Why a passkey step did not happen: the browser has no WebAuthn, or the check failed or was cancelled. */
export class PasskeyError extends Error {
  override readonly name = "PasskeyError";

  constructor(
    readonly reason: "unsupported" | "failed",
    options?: ErrorOptions,
  ) {
    super(reason === "unsupported" ? "This browser cannot use passkeys" : "Passkey check failed", options);
  }
}

/** True when this browser can make and use passkeys. */
export function canUsePasskeys(): boolean {
  return browserSupportsWebAuthn();
}

/** Asks the browser for an assertion by one of the passkeys the options allow. */
export async function passkeyAssertion(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  if (!canUsePasskeys()) throw new PasskeyError("unsupported");
  try {
    return await startAuthentication({ optionsJSON });
  } catch (cause) {
    throw new PasskeyError("failed", { cause });
  }
}

/** Asks the browser to make a new passkey for the options. */
export async function passkeyRegistration(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  if (!canUsePasskeys()) throw new PasskeyError("unsupported");
  try {
    return await startRegistration({ optionsJSON });
  } catch (cause) {
    throw new PasskeyError("failed", { cause });
  }
}
