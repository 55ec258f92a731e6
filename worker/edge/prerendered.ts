import { type PublicConfig, samePublicConfig } from "@common/config";
import type { LanguageCode } from "@common/i18n/languages";
import { PRERENDER_CONFIG_FILE, prerenderedAssetPath } from "@common/prerendered-pages";
import { loadAssetJson } from "./asset-json";

let warned = false;

/**
 * The build's prerendered HTML for a public page, or null (then the empty shell is served and React renders
 * on the client). Pages baked with other contact details or ad settings than the Worker now runs with are not
 * used: React would find different text when hydrating them.
 */
export async function fetchPrerenderedPage(
  assets: Fetcher,
  origin: string,
  lang: LanguageCode,
  path: string,
  config: PublicConfig,
): Promise<Response | null> {
  const baked = await loadAssetJson<unknown>(assets, origin, `/${PRERENDER_CONFIG_FILE}`);
  if (!baked) return null;
  // Every setting counts but the site URL: it is the request's origin, which the Worker writes into the head.
  if (!samePublicConfig(baked, config, ["SITE_URL"])) {
    // Once per isolate: this holds for every page view until the next build.
    if (!warned)
      console.warn("Prerendered pages were built with other public settings; serving the client-rendered shell.");
    warned = true;
    return null;
  }
  const res = await assets.fetch(new URL(prerenderedAssetPath(lang, path), origin));
  return res.ok ? res : null;
}
