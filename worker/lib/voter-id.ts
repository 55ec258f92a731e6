import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** Cookie holding the anonymous visitor id used for star votes. */
export const VOTER_COOKIE = "voter_id";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VOTER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** A fresh anonymous voter id: 144 random bits, URL-safe base64. */
export function newVoterId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The visitor's id if the cookie is present and well formed, without issuing one. */
export function existingVoterId(c: Context): string | null {
  const existing = getCookie(c, VOTER_COOKIE);
  return existing && VOTER_ID_PATTERN.test(existing) ? existing : null;
}

/**
 * Gives the visitor their voter id cookie (HttpOnly, SameSite=Lax, Secure over https, one year). Called only when a
 * vote of theirs is counted: reading stats never sets it, as the privacy policy and the cookie dialog promise.
 * No IP is ever linked to it.
 */
export function issueVoterCookie(c: Context, id: string): void {
  setCookie(c, VOTER_COOKIE, id, {
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
}
