import { type ParsedHash, parsePasswordHash, timingSafeEqual, verifyPassword } from "./password";

/** The admin login from the Worker's secrets, or null when they are missing or malformed. */
export function configuredAdmin(env: Env): { username: string; hash: ParsedHash } | null {
  const username = env.ADMIN_USERNAME?.trim();
  const hash = env.ADMIN_PASSWORD_HASH ? parsePasswordHash(env.ADMIN_PASSWORD_HASH.trim()) : null;
  return username && hash ? { username, hash } : null;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The outcome of a sign-in check; `usernameKnown` is for the security log only, never for the answer. */
export interface CredentialsCheck {
  valid: boolean;
  usernameKnown: boolean;
}

/**
 * Checks a login in time that does not reveal which part was wrong: the password hash is always computed and
 * the usernames are compared as equal-length digests in constant time.
 */
export async function checkCredentials(
  admin: { username: string; hash: ParsedHash },
  username: string,
  password: string,
): Promise<CredentialsCheck> {
  const [passwordOk, given, expected] = await Promise.all([
    verifyPassword(password, admin.hash),
    digest(username),
    digest(admin.username),
  ]);
  const usernameKnown = timingSafeEqual(given, expected);
  return { valid: passwordOk && usernameKnown, usernameKnown };
}

/**
 * HKDF input keying material from the admin's secrets (username and password hash), or null without them.
 * Everything derived from it (session fingerprints, known-device signatures) stops matching as soon as either
 * secret changes, so changing the credentials ends every session and forgets every device at once.
 */
async function credentialsKeyMaterial(env: Env): Promise<CryptoKey | null> {
  const username = env.ADMIN_USERNAME?.trim();
  const hash = env.ADMIN_PASSWORD_HASH?.trim();
  if (!username || !hash) return null;
  const secret = new TextEncoder().encode(`${username}\u0000${hash}`);
  return crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits", "deriveKey"]);
}

function hkdf(info: string) {
  return { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(info) };
}

/** A fingerprint of the current admin credentials (hex), stored in each session; null without credentials. */
export async function credentialsFingerprint(env: Env): Promise<string | null> {
  const material = await credentialsKeyMaterial(env);
  if (!material) return null;
  const bits = new Uint8Array(await crypto.subtle.deriveBits(hkdf("admin session fingerprint v1"), material, 256));
  return [...bits].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The HMAC key that signs known-device cookies; null without credentials. */
export async function knownDeviceKey(env: Env): Promise<CryptoKey | null> {
  const material = await credentialsKeyMaterial(env);
  if (!material) return null;
  return crypto.subtle.deriveKey(hkdf("admin known device v1"), material, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}
