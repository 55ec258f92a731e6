import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** Cookie holding the anonymous visitor id used for star votes. */
export const VOTER_COOKIE = "voter_id";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VOTER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * The visitor's anonymous id for votes: read from its cookie, or made and issued on first contact
 * (HttpOnly, SameSite=Lax, Secure over https, one year). No IP is ever linked to it.
 */
export function voterId(c: Context): string {
  const existing = getCookie(c, VOTER_COOKIE);
  if (existing && VOTER_ID_PATTERN.test(existing)) return existing;
  const id = randomId();
  setCookie(c, VOTER_COOKIE, id, {
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}

/** The visitor's id if the cookie is present and well formed, without issuing one. */
export function existingVoterId(c: Context): string | null {
  const existing = getCookie(c, VOTER_COOKIE);
  return existing && VOTER_ID_PATTERN.test(existing) ? existing : null;
}
