import { socialCardHash, socialCardPath } from "@common/social-image";
import { Hono } from "hono";
import { socialCardFacts } from "../db/catalogue/social-card";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { drawToolCard } from "../social-card/tool-card";

/** A year: the URL holds a fingerprint of what the card shows, so its content never changes. */
const CARD_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Says whether the edge cache answered (`HIT`) or the card was drawn for this request (`MISS`). */
export const CARD_CACHE_HEADER = "X-Cache";

/**
 * `GET /social/tools/:id/:hash.png`: a published tool's social card (common/social-image.ts), drawn on the first
 * request (worker/social-card/) and kept in the edge cache under its URL. The tool is read from D1 on every
 * request, so a tool unpublished or edited stops being served at once even where its card is cached: an unknown,
 * draft or archived tool answers 404, and a fingerprint other than the current one redirects to the current card
 * (a link shared before an edit still shows the tool).
 */
export const socialCardRoutes = new Hono<AppEnv>().get("/:id/:file", async (c) => {
  const { id, file } = c.req.param();
  const hash = /^([0-9a-z]+)\.png$/.exec(file)?.[1];
  const facts = hash ? await socialCardFacts(database(c.env.DB), id) : null;
  if (!hash || !facts) throw new ApiError(404, "not_found", "No such social image");
  const path = socialCardPath(facts);
  if (hash !== socialCardHash(facts)) return c.redirect(path, 302);

  const cache = caches.default;
  const key = new Request(new URL(path, c.req.url));
  const cached = await cache.match(key);
  if (cached) {
    const hit = new Response(cached.body, cached);
    hit.headers.set(CARD_CACHE_HEADER, "HIT");
    return hit;
  }
  const png = await drawToolCard(facts);
  const response = new Response(png, {
    headers: { "Content-Type": "image/png", "Cache-Control": CARD_CACHE_CONTROL, [CARD_CACHE_HEADER]: "MISS" },
  });
  // Stored before answering, so the next request for the card, here or in a test, finds it.
  await cache.put(key, response.clone());
  return response;
});
