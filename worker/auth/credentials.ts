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

/**
 * Checks a login in time that does not reveal which part was wrong: the password hash is always computed and
 * the usernames are compared as equal-length digests in constant time.
 */
export async function checkCredentials(
  admin: { username: string; hash: ParsedHash },
  username: string,
  password: string,
): Promise<boolean> {
  const [passwordOk, given, expected] = await Promise.all([
    verifyPassword(password, admin.hash),
    digest(username),
    digest(admin.username),
  ]);
  const usernameOk = timingSafeEqual(given, expected);
  return passwordOk && usernameOk;
}
