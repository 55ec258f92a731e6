import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests from another site: the Origin header must be this site's origin (the
 * request's own, or SITE_URL's). Browsers always send Origin on such requests; a request without one is
 * accepted only when the browser marks it same-origin.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const allowed = new Set([new URL(c.req.url).origin]);
  if (c.env.SITE_URL) {
    try {
      allowed.add(new URL(c.env.SITE_URL).origin);
    } catch {
      // A malformed SITE_URL adds nothing.
    }
  }
  const sameSite = origin ? allowed.has(origin) : c.req.header("Sec-Fetch-Site") === "same-origin";
  if (!sameSite) throw new ApiError(403, "forbidden", "Cross-site request refused");
  return next();
});
