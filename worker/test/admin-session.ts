import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

/**
 * The newest known-device cookie the test administrator was given, sent back with the next sign-in as a browser
 * would. Sign-ins from an unknown browser count against the admin's username (worker/auth/login-throttle.ts), so
 * without it a file that signs in more than ten times a minute would be throttled like a stranger.
 */
let deviceCookie = "";

/** Signs in as the test administrator and returns the `Cookie` header value of the session. */
export async function signIn(ip = `198.18.0.${Math.floor(Math.random() * 250)}`): Promise<string> {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip, Cookie: deviceCookie },
      body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD }),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  keepDeviceCookie(res);
  return sessionCookie(res);
}

/** The `Cookie` header value of the newest known-device cookie ("" before the first sign-in). */
export function knownDeviceCookie(): string {
  return deviceCookie;
}

/** Keeps the known-device cookie a response set, if any, for the next sign-ins. */
export function keepDeviceCookie(res: Response): void {
  deviceCookie = cookieNamed(res, "__Host-device") || deviceCookie;
}

function cookieNamed(res: Response, name: string): string {
  const header = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
  return header.split(";")[0] ?? "";
}

/** The `Cookie` header value that sends back the session cookie a response set ("" when it set none). */
export function sessionCookie(res: Response): string {
  return cookieNamed(res, "__Host-session");
}
