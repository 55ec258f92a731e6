import { type AnalyticsDimension, OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { DEVICE_TYPES, type DeviceType } from "@common/api/insights";
import { storableSearchTerm } from "@common/api/search-terms";
import { isToolIdForm, TOOL_ID_MAX_LENGTH } from "@common/catalogue/tool-id";
import { isLanguageCode } from "@common/i18n/languages";
import { findPublicPage, PUBLIC_PATHS } from "@common/site-pages";
import { browserFamily, OTHER_FAMILY, osFamily } from "./user-agent";
import type { Visit } from "./visit";

// The one gate between what a request says and what the analytics store: every dimension of
// common/analytics-dimensions.ts has its rule here (the Record's type makes a missing one a compile error), and
// every value written to D1 (raw rows and roll-ups) or Analytics Engine goes through `normaliseDimension`. Each
// rule is idempotent (a stored value normalises to itself), so migrations and re-reads agree with new writes.

/** The country of a visit the edge did not place. */
export const UNKNOWN_COUNTRY = "Unknown";
/** The referrer of a visit without one, with a malformed one, or from this site itself. */
export const DIRECT_REFERRER = "direct";
/** The language code of page views recorded before languages were (never a real code). */
export const UNRECORDED_LANGUAGE = "--";

/** Longest value kept per dimension (characters): longer text is cut, never refused (the page was still viewed). */
export const DIMENSION_MAX_LENGTH = {
  /** The longest public path is under 60 characters. */
  page: 128,
  language: 2,
  country: UNKNOWN_COUNTRY.length,
  browser: 32,
  os: 32,
  device: 8,
  /** A DNS name is at most 253 characters. */
  referrer: 253,
  utmSource: 64,
  utmMedium: 64,
  utmCampaign: 64,
  /** common/api/search-terms.ts */
  searchTerm: 64,
  clickedTool: TOOL_ID_MAX_LENGTH,
} as const satisfies Record<AnalyticsDimension, number>;

/** Control and format characters (C0/C1 controls, bidi overrides and isolates, zero-width marks, BOM). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** `raw` without control or format characters, trimmed and cut to `max` characters (code points, never halves). */
export function visibleText(raw: string, max: number): string {
  const text = raw.replace(INVISIBLE, "").trim();
  return text.length <= max ? text : [...text].slice(0, max).join("").trim();
}

/** A campaign field: runs of white space become one space, lower-cased, capped. */
function campaignField(max: number) {
  return (raw: string): string => visibleText(raw.replace(/\s+/g, " ").toLocaleLowerCase("en-US"), max);
}

/** A host name's labels: letters, digits and hyphens, 1 to 63 each (DNS), as the URL parser lower-cases them. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?$/;
/** An IPv6 literal as the URL parser writes it. */
const IPV6_HOST = /^\[[0-9a-f:.]{2,45}\]$/;

const publicPaths: ReadonlySet<string> = new Set(PUBLIC_PATHS);
const devices: ReadonlySet<string> = new Set(DEVICE_TYPES);

type Rule = (raw: string) => string | null;

const RULES = {
  // A page comes from the route table; anything else (never written by the Worker) counts as one unknown page.
  // A tool page (`/tools/<id>`, any id of a tool id's form) counts as itself: tool pages are recorded only when the
  // tool is published, and the id's form bounds the value.
  page: (raw) => (publicPaths.has(raw) || findPublicPage(raw)?.path === raw ? raw : OTHER_FAMILY),
  language: (raw) => (isLanguageCode(raw) ? raw : UNRECORDED_LANGUAGE),
  country: (raw) => (/^[A-Z]{2}$/.test(raw) ? raw : UNKNOWN_COUNTRY),
  browser: (raw) => browserFamily(visibleText(raw, DIMENSION_MAX_LENGTH.browser)),
  os: (raw) => osFamily(visibleText(raw, DIMENSION_MAX_LENGTH.os)),
  device: (raw): DeviceType => (devices.has(raw) ? (raw as DeviceType) : "unknown"),
  // A referrer is a host name or "direct"; a "host" the URL parser let through with other characters
  // (`http://x;=1+1/`) is not one, and counts as malformed.
  referrer: (raw) => {
    const host = raw.toLowerCase();
    return host === DIRECT_REFERRER || HOST_NAME.test(host) || IPV6_HOST.test(host) ? host : DIRECT_REFERRER;
  },
  utmSource: campaignField(DIMENSION_MAX_LENGTH.utmSource),
  utmMedium: campaignField(DIMENSION_MAX_LENGTH.utmMedium),
  utmCampaign: campaignField(DIMENSION_MAX_LENGTH.utmCampaign),
  // Null: not stored (too short or long, or what looks like an email address, a URL or a phone number).
  searchTerm: (raw) => {
    const term = storableSearchTerm(raw);
    return term === OVERFLOW_VALUE ? null : term;
  },
  // A tool id's form bounds the value; whether it is a published tool is checked where the click is reported
  // (one D1 read per click, never per stored event), and an id renamed or archived since stays a valid value.
  clickedTool: (raw) => (isToolIdForm(raw) ? raw : null),
} satisfies Record<AnalyticsDimension, Rule>;

/**
 * The value of `dimension` as it may be stored, from whatever a request said: a closed family, a code, a host
 * name or visible text capped at DIMENSION_MAX_LENGTH; null for a search term or clicked tool that must not be
 * stored at all.
 */
export function normaliseDimension<D extends AnalyticsDimension>(
  dimension: D,
  raw: string,
): ReturnType<(typeof RULES)[D]> {
  return RULES[dimension](raw) as ReturnType<(typeof RULES)[D]>;
}

/** A visit with every stored field normalised (the visitor hash and time are the Worker's own, kept as they are). */
export function storableVisit(visit: Visit): Visit {
  return {
    ...visit,
    page: normaliseDimension("page", visit.page),
    lang: normaliseDimension("language", visit.lang),
    country: normaliseDimension("country", visit.country),
    browser: normaliseDimension("browser", visit.browser),
    device: normaliseDimension("device", visit.device),
    os: normaliseDimension("os", visit.os),
    referrerDomain: normaliseDimension("referrer", visit.referrerDomain),
    campaign: {
      source: normaliseDimension("utmSource", visit.campaign.source),
      medium: normaliseDimension("utmMedium", visit.campaign.medium),
      campaign: normaliseDimension("utmCampaign", visit.campaign.campaign),
    },
  };
}
