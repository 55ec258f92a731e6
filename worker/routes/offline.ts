import { SAVED_OFFLINE_WORKER_PATH } from "@common/saved-offline";
import { Hono } from "hono";
import type { AppEnv } from "../env";

/**
 * `/sw.js`: the Saved page's service worker (public/saved-offline.js, docs/decisions/049), answered by the Worker
 * rather than the asset server so it carries the site's own CSP, which lets it fetch from the site: the asset
 * server's CSP for its files allows nothing, and a worker's script is governed by the CSP it is served with. Never
 * kept by a cache, so a new deployment's worker is found at the browser's next check.
 */
export const offlineRoutes = new Hono<AppEnv>().get(SAVED_OFFLINE_WORKER_PATH, async (c) => {
  const script = await c.env.ASSETS.fetch(new URL("/saved-offline.js", c.req.url));
  if (!script.ok) return c.notFound();
  return new Response(script.body, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
});
