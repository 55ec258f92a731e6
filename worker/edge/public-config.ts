import { type PublicConfig, type PublicSettingVar, readPublicConfig } from "@common/config";

/** The absolute origin of the site: SITE_URL when configured, else the request's own origin. */
export function siteOrigin(env: Env, url: URL): string {
  return (env.SITE_URL || url.origin).replace(/\/+$/, "");
}

/** Public configuration for the SPA, read from the Worker's vars. */
export function publicConfig(env: Env, url: URL): PublicConfig {
  // Typed as every setting's var: a setting without its var in wrangler.toml (and so in Env) is a type error.
  const vars: Record<PublicSettingVar, string> = env;
  return { ...readPublicConfig(vars), siteUrl: siteOrigin(env, url) };
}
