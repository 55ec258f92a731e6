import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { credentialsFingerprint } from "./credentials";

/** Session cookie `__Host-session`: the prefix pins it to this host, over https, for every path. */
export const SESSION_COOKIE = "session";
/** Absolute session lifetime: 12 hours from sign-in, whatever the activity. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A session unused for 30 minutes ends. */
export const SESSION_IDLE_SECONDS = 30 * 60;
/**
 * The last-seen time is stored again at most once a minute: a KV write per request would cost a billed write each
 * time and run into KV's one-write-a-second-per-key limit when the dashboard's first load sends several requests
 * at once; a minute of slack on a 30-minute idle timeout does not matter. The dashboard's polls never refresh it.
 */
export const SESSION_REFRESH_SECONDS = 60;
/** KV refuses an expiry less than 60 seconds ahead. */
const KV_MIN_TTL_SECONDS = 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  username: string;
  createdAt: string;
  lastSeenAt: string;
  /** credentialsFingerprint at sign-in: a session ends when the admin's username or password changes. */
  credentials: string;
}

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return (
    typeof s?.username === "string" &&
    typeof s.createdAt === "string" &&
    typeof s.lastSeenAt === "string" &&
    typeof s.credentials === "string"
  );
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

/**
 * When KV should drop a session last seen at `lastSeenMs` (epoch milliseconds), in epoch seconds: at the idle
 * timeout or the absolute limit, whichever comes first, so an abandoned session leaves KV by itself.
 */
function recordExpiry(session: Session, lastSeenMs: number): number {
  const absoluteEnd = Date.parse(session.createdAt) + SESSION_TTL_SECONDS * 1000;
  return Math.floor(Math.min(absoluteEnd, lastSeenMs + SESSION_IDLE_SECONDS * 1000) / 1000);
}

/** Starts a session: a fresh 256-bit token (never reused: no fixation) in the session cookie. */
export async function createSession(c: Context<AppEnv>, username: string): Promise<string> {
  const credentials = await credentialsFingerprint(c.env);
  if (!credentials) throw new Error("createSession needs the admin credentials");
  const token = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const now = new Date();
  const session: Session = {
    username,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    credentials,
  };
  await c.env.SESSIONS.put(await sessionKey(token), JSON.stringify(session), {
    expiration: recordExpiry(session, now.getTime()),
  });
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

/**
 * True for a request the admin did not start: the dashboard's polls carry BACKGROUND_REQUEST_HEADER. Such a
 * request is answered as usual but is not activity, so a dashboard left open still reaches the idle timeout.
 */
export function isBackgroundRequest(c: Context): boolean {
  return c.req.header(BACKGROUND_REQUEST_HEADER) === "1";
}

/**
 * The current session, or null without a valid one. A session whose credentials fingerprint no longer matches
 * the admin's secrets, or that is past its absolute or idle limit, is deleted. A request the admin started
 * refreshes a live session's last-seen time, at most once a minute (SESSION_REFRESH_SECONDS); a background
 * request (isBackgroundRequest) never does.
 */
export async function readSession(c: Context<AppEnv>): Promise<Session | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const kv = c.env.SESSIONS;
  const key = await sessionKey(token);
  const session = await kv.get<unknown>(key, "json");
  if (!isSession(session)) return null;
  const now = Date.now();
  const ended =
    session.credentials !== (await credentialsFingerprint(c.env)) ||
    now - Date.parse(session.createdAt) > SESSION_TTL_SECONDS * 1000 ||
    now - Date.parse(session.lastSeenAt) > SESSION_IDLE_SECONDS * 1000 ||
    Number.isNaN(Date.parse(session.createdAt) + Date.parse(session.lastSeenAt));
  if (ended) {
    await kv.delete(key);
    return null;
  }
  const expiry = recordExpiry(session, now);
  const due = !isBackgroundRequest(c) && now - Date.parse(session.lastSeenAt) >= SESSION_REFRESH_SECONDS * 1000;
  // Within a minute of the absolute end KV would refuse the expiry; the session ends then anyway.
  if (due && expiry - now / 1000 >= KV_MIN_TTL_SECONDS) {
    const refreshed: Session = { ...session, lastSeenAt: new Date(now).toISOString() };
    await kv.put(key, JSON.stringify(refreshed), { expiration: expiry });
    return refreshed;
  }
  return session;
}

/** Ends the session: deletes the KV record and clears the cookie; answers the record that was deleted, if any. */
export async function endSession(c: Context<AppEnv>): Promise<Session | null> {
  const token = sessionToken(c);
  let session: Session | null = null;
  if (token) {
    const key = await sessionKey(token);
    const stored = await c.env.SESSIONS.get<unknown>(key, "json");
    session = isSession(stored) ? stored : null;
    await c.env.SESSIONS.delete(key);
  }
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", prefix: "host" });
  return session;
}
