import type { PublicPage } from "@common/site-pages";
import { browserFamily } from "./browser-family";

/**
 * One page view: no IP, no cookie. The visitor hash changes every UTC day; it counts the day's unique visitors
 * and is not kept on the visit row.
 */
export interface Visit {
  visitedAt: string;
  /** The public page's path from the route table, without language prefix (never the requested path). */
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

/** Builds the stored fields of a view of a public page. */
export async function describeVisit(input: {
  page: PublicPage;
  referrer: string | null | undefined;
  ownHost: string;
  country: string | undefined;
  userAgent: string;
  ip: string;
  salt: string;
  now: Date;
}): Promise<Visit> {
  return {
    visitedAt: input.now.toISOString(),
    page: input.page.path,
    lang: input.page.lang,
    country: input.country || "Unknown",
    browser: browserFamily(input.userAgent),
    referrerDomain: referrerDomain(input.referrer, input.ownHost),
    visitorHash: await visitorHash(input.salt, input.ip, input.userAgent),
  };
}
