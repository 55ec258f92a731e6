import { parseLocalizedPath } from "@common/i18n/localized-path";
import { browserFamily } from "./browser-family";

/** One page view as stored: no IP, no cookie; the visitor hash changes every UTC day. */
export interface Visit {
  visitedAt: string;
  page: string;
  lang: string;
  country: string;
  browser: string;
  referrerDomain: string;
  visitorHash: string;
}

/** The referring site's host, or "direct" for none, a malformed value, or this site itself. */
export function referrerDomain(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return "direct";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "direct";
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host === ownHost.toLowerCase().replace(/^www\./, "") ? "direct" : host;
  } catch {
    return "direct";
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256(daily salt ‖ IP ‖ User-Agent), truncated: counts a visitor once per day without storing the IP. */
export async function visitorHash(salt: string, ip: string, userAgent: string): Promise<string> {
  return (await sha256Hex(`${salt}\u0000${ip}\u0000${userAgent}`)).slice(0, 32);
}

/** Builds the stored fields of a visit to `pathname` (its language prefix and query removed). */
export async function describeVisit(input: {
  pathname: string;
  referrer: string | null | undefined;
  ownHost: string;
  country: string | undefined;
  userAgent: string;
  ip: string;
  salt: string;
  now: Date;
}): Promise<Visit> {
  const { lang, path } = parseLocalizedPath(input.pathname.split("?")[0] ?? "/");
  const page = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  return {
    visitedAt: input.now.toISOString(),
    page,
    lang,
    country: input.country || "Unknown",
    browser: browserFamily(input.userAgent),
    referrerDomain: referrerDomain(input.referrer, input.ownHost),
    visitorHash: await visitorHash(input.salt, input.ip, input.userAgent),
  };
}
