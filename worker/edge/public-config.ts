import type { PublicConfig } from "@common/config";

/** The absolute origin of the site: SITE_URL when configured, else the request's own origin. */
export function siteOrigin(env: Env, url: URL): string {
  return (env.SITE_URL || url.origin).replace(/\/+$/, "");
}

/** Public configuration for the SPA, read from the Worker's vars. */
export function publicConfig(env: Env, url: URL): PublicConfig {
  return {
    siteUrl: siteOrigin(env, url),
    contactEmail: env.CONTACT_EMAIL,
    companyName: env.COMPANY_NAME,
    ads: {
      clientId: env.ADS_CLIENT_ID,
      slots: { homeInline: env.ADS_SLOT_HOME_INLINE, newsletter: env.ADS_SLOT_NEWSLETTER },
    },
  };
}
