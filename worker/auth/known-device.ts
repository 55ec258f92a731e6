import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { knownDeviceKey } from "./credentials";

/**
 * "Known device" cookies (OWASP's device cookies against lockout attacks): a browser that once signed in
 * carries a signed mark, so its sign-ins are counted under its own limit and never depend on what strangers did
 * under the admin's username or from the admin's network (login-throttle.ts). Cookie `__Host-device`: HttpOnly, Secure, SameSite=Strict.
 * The signature key is derived from the admin's secrets, so changing the credentials forgets every device.
 */
export const KNOWN_DEVICE_COOKIE = "device";
/** How long a browser stays known after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 30 * 24 * 60 * 60;

const NONCE_BYTES = 16;
/** `<issued at, seconds>.<nonce>.<HMAC>`, nonce and HMAC in base64url. */
const COOKIE_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

function signedText(issuedAt: string, nonce: string): Uint8Array {
  return new TextEncoder().encode(`known-device.${issuedAt}.${nonce}`);
}

/** Marks this browser as a known device of the admin (after a successful sign-in). */
export async function rememberDevice(c: Context<AppEnv>): Promise<void> {
  const key = await knownDeviceKey(c.env);
  if (!key) return;
  const issuedAt = String(Math.floor(Date.now() / 1000));
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, signedText(issuedAt, nonce)));
  setCookie(c, KNOWN_DEVICE_COOKIE, `${issuedAt}.${nonce}.${toBase64Url(signature)}`, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: KNOWN_DEVICE_TTL_SECONDS,
    prefix: "host",
  });
}

/**
 * The nonce of the request's known-device cookie when it is valid, unexpired and signed for the current
 * credentials; null for an unknown browser. The nonce names the device's own sign-in limit (login-throttle.ts).
 */
export async function knownDeviceNonce(c: Context<AppEnv>): Promise<string | null> {
  const match = COOKIE_PATTERN.exec(getCookie(c, KNOWN_DEVICE_COOKIE, "host") ?? "");
  if (!match) return null;
  const [, issuedAt = "", nonce = "", signature = ""] = match;
  const age = Date.now() / 1000 - Number(issuedAt);
  if (age < -60 || age > KNOWN_DEVICE_TTL_SECONDS) return null; // a minute of clock skew between locations
  const key = await knownDeviceKey(c.env);
  if (!key) return null;
  // crypto.subtle.verify compares the HMAC in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    key,
    fromBase64Url(signature) as BufferSource,
    signedText(issuedAt, nonce),
  );
  return valid ? nonce : null;
}
