/**
 * The WebAuthn relying party: the site the admin's passkeys belong to. With SITE_URL set it is SITE_URL's host
 * (behind a proxy or a custom domain the Worker's own URL can differ from what the browser shows); otherwise the
 * request's host. Passkeys are bound to this host by the authenticator, so it must not change once they exist:
 * setting or changing SITE_URL later means registering them again (README, "Admin passkeys").
 */
export interface RelyingParty {
  /** The RP ID: a host name, no scheme or port. */
  id: string;
  /** The origin the browser reports in clientDataJSON. */
  origin: string;
}

export function relyingParty(requestUrl: string, siteUrl: string | undefined): RelyingParty {
  let base = new URL(requestUrl);
  if (siteUrl) {
    try {
      base = new URL(siteUrl);
    } catch {
      // A malformed SITE_URL is ignored here as everywhere else (lib/same-origin.ts).
    }
  }
  return { id: base.hostname, origin: base.origin };
}
