/** When CATALOGUE_CACHE_SECONDS is unset or not a whole number from 1 to 3600. */
export const DEFAULT_CATALOGUE_CACHE_SECONDS = 55;

/**
 * How long a rendered catalogue page (or a catalogue call's answer) is kept before it is read from D1 again:
 * the longest an owner's edit takes to show (wrangler.toml `CATALOGUE_CACHE_SECONDS`).
 */
export function catalogueCacheSeconds(env: { CATALOGUE_CACHE_SECONDS?: string }): number {
  const raw = env.CATALOGUE_CACHE_SECONDS ?? "";
  const value = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= 1 && value <= 3600 ? value : DEFAULT_CATALOGUE_CACHE_SECONDS;
}
