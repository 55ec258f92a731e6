import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The origins that count as this site: the request's own, and SITE_URL's when it is set (behind a proxy or a
 * custom domain the two can differ).
 */
export function siteOrigins(requestUrl: string, siteUrl: string | undefined): Set<string> {
  const allowed = new Set([new URL(requestUrl).origin]);
  if (siteUrl) {
    try {
      allowed.add(new URL(siteUrl).origin);
    } catch {
      // A malformed SITE_URL adds nothing.
    }
  }
  return allowed;
}

/**
 * Throws 403 unless the request comes from this site: the Origin header must be this site's origin (the
 * request's own, or SITE_URL's). Browsers always send Origin on state-changing requests; a request without one
 * is accepted only when the browser marks it same-origin.
 */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header("Origin");
  const allowed = siteOrigins(c.req.url, c.env.SITE_URL);
  const sameSite = origin ? allowed.has(origin) : c.req.header("Sec-Fetch-Site") === "same-origin";
  if (!sameSite) throw new ApiError(403, "forbidden", "Cross-site request refused");
}

/** Refuses state-changing requests from another site (see assertSameOrigin). */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method)) assertSameOrigin(c);
  return next();
});
