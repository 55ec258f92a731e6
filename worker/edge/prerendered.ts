import type { PublicConfig } from "@common/config";
import type { LanguageCode } from "@common/i18n/languages";
import { PRERENDER_CONFIG_FILE, prerenderedAssetPath } from "@common/prerendered-pages";

type BakedConfig = Omit<PublicConfig, "siteUrl">;

// The prerendered pages are immutable within a deployment: one read of their configuration per isolate.
let bakedConfig: Promise<string | null> | undefined;

function readBakedConfig(assets: Fetcher, origin: string): Promise<string | null> {
  bakedConfig ??= assets
    .fetch(new URL(`/${PRERENDER_CONFIG_FILE}`, origin))
    .then(async (res) => (res.ok ? JSON.stringify((await res.json()) as BakedConfig) : null))
    .catch(() => null);
  return bakedConfig;
}

function sameConfig(baked: string, config: PublicConfig): boolean {
  const { siteUrl: _origin, ...current } = config;
  const a = JSON.parse(baked) as BakedConfig;
  return (
    a.contactEmail === current.contactEmail &&
    a.companyName === current.companyName &&
    JSON.stringify(a.ads) === JSON.stringify(current.ads)
  );
}

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
  const baked = await readBakedConfig(assets, origin);
  if (!baked) return null;
  if (!sameConfig(baked, config)) {
    console.warn("Prerendered pages were built with other public settings; serving the client-rendered shell.");
    return null;
  }
  const res = await assets.fetch(new URL(prerenderedAssetPath(lang, path), origin));
  return res.ok ? res : null;
}
