import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { readSession } from "./sessions";

/** Guards admin-only endpoints: 401 JSON without a valid session (ended, idle, or from older credentials). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c);
  if (!session) throw new ApiError(401, "unauthorized", "Sign in as the administrator to continue");
  c.set("adminUsername", session.username);
  await next();
  c.header("Cache-Control", "private, no-store");
});

/**
 * A sub-app for endpoints only the administrator may use. The guard is its first middleware, so every route
 * mounted on it runs behind the guard wherever the sub-app itself is mounted: an endpoint cannot be made public
 * by the order of `route()` calls.
 */
export function adminOnly() {
  return new Hono<AppEnv>().use(requireAdmin);
}
