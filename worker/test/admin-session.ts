import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

/** Signs in as the test administrator and returns the `Cookie` header value of the session. */
export async function signIn(ip = `198.18.0.${Math.floor(Math.random() * 250)}`): Promise<string> {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip },
      body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD }),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

/** The `Cookie` header value that sends back the session cookie a response set ("" when it set none). */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-session=")) ?? "";
  return header.split(";")[0] ?? "";
}
