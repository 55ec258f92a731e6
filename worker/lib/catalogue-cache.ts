import { z } from "zod";

/** CATALOGUE_CACHE_SECONDS (wrangler.toml `[vars]`, where its default lives): whole seconds, up to an hour. */
const cacheSecondsSchema = z.coerce.number().int().min(0).max(3600);

/**
 * How long the edge may keep a rendered catalogue page or a public catalogue answer (an owner's edit shows within
 * this many seconds). A value that is not a whole number from 0 to 3600 is logged and read as 0: nothing is kept,
 * so a misread setting can never keep an edit off the site.
 */
export function catalogueCacheSeconds(env: Pick<Env, "CATALOGUE_CACHE_SECONDS">): number {
  const seconds = cacheSecondsSchema.safeParse(env.CATALOGUE_CACHE_SECONDS);
  if (seconds.success) return seconds.data;
  console.error(
    JSON.stringify({
      level: "error",
      message:
        "CATALOGUE_CACHE_SECONDS is not a whole number of seconds from 0 to 3600; catalogue answers are not cached",
      value: String(env.CATALOGUE_CACHE_SECONDS),
    }),
  );
  return 0;
}

/** The Cache-Control of a public catalogue answer: browsers ask again each time, the edge keeps it for the setting. */
export function catalogueCacheControl(env: Pick<Env, "CATALOGUE_CACHE_SECONDS">): string {
  return `public, max-age=0, s-maxage=${catalogueCacheSeconds(env)}`;
}
