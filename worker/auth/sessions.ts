import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/** Session cookie `__Host-session`: the prefix pins it to this host, over https, for every path. */
export const SESSION_COOKIE = "session";
/** Absolute session lifetime: 12 hours, enforced by the KV record's expiry. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  username: string;
  createdAt: string;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** KV key of a session: the token's hash, so a leaked key list never yields a usable cookie. */
export async function sessionKey(token: string): Promise<string> {
  return `session:${await sha256Hex(token)}`;
}

/** Starts a session: a fresh 256-bit token (never reused: no fixation) in the session cookie. */
export async function createSession(c: Context, kv: KVNamespace, username: string): Promise<string> {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const session: Session = { username, createdAt: new Date().toISOString() };
  await kv.put(await sessionKey(token), JSON.stringify(session), { expirationTtl: SESSION_TTL_SECONDS });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
    prefix: "host",
  });
  return token;
}

/** The session token from the cookie, if it is well formed. */
export function sessionToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE, "host");
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The current session, or null without a valid one. */
export async function readSession(c: Context, kv: KVNamespace): Promise<Session | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const session = await kv.get<Session>(await sessionKey(token), "json");
  if (!session || typeof session.username !== "string") return null;
  // Defence in depth: KV expiry is the real limit; also refuse a record older than the lifetime.
  if (Date.now() - Date.parse(session.createdAt) > SESSION_TTL_SECONDS * 1000) return null;
  return session;
}

/** Ends the session: deletes the KV record and clears the cookie. */
export async function endSession(c: Context, kv: KVNamespace): Promise<void> {
  const token = sessionToken(c);
  if (token) await kv.delete(await sessionKey(token));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", prefix: "host" });
}
