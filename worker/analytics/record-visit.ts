import { findPublicPage, type PublicPage } from "@common/site-pages";
import type { Context } from "hono";
import { insertVisit } from "../db/analytics/visit-writes";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { withinNetworkLimit } from "../lib/network-limit";
import { storableVisit } from "./dimension-values";
import { usesAnalyticsEngineReader } from "./reader";
import { dailySalt } from "./salts";
import { isBot } from "./user-agent";
import { type Campaign, campaignOf, describeVisit, NO_CAMPAIGN, type Visit } from "./visit";

/** Writes one visit: always to Analytics Engine, and to D1 when the dashboard reads from D1. */
export async function storeVisit(env: Env, described: Visit): Promise<void> {
  const visit = storableVisit(described);
  writeAnalyticsEngine(() =>
    env.VISITS.writeDataPoint({
      // The first six blobs keep the positions they have always had, so earlier data points read the same.
      blobs: [
        visit.page,
        visit.lang,
        visit.country,
        visit.browser,
        visit.referrerDomain,
        visit.visitorHash,
        visit.device,
        visit.os,
        visit.campaign.source,
        visit.campaign.medium,
        visit.campaign.campaign,
      ],
      doubles: [1],
      indexes: [visit.page.slice(0, 96)],
    }),
  );
  if (usesAnalyticsEngineReader(env)) return;
  await insertVisit(env.DB, visit);
}

/** Runs one Analytics Engine write; a failure is logged, never thrown (the D1 copy and the answer go on). */
export function writeAnalyticsEngine(write: () => void): void {
  try {
    write();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "Analytics Engine write failed", error: String(error) }));
  }
}

/** True for requests that are not a person's page view: bots, prefetch/prerender, HEAD. */
export function isNotAVisit(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "POST") return true;
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""} ${request.headers.get("X-Moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return true;
  return isBot(request.headers.get("User-Agent"));
}

/**
 * Spends one page view of the client's network (an IPv4 address or an IPv6 /64) and of its IPv6 /48 from
 * `VISIT_LIMITER`; false when either is over its allowance, and then nothing is recorded.
 */
export function withinVisitLimit(env: Env, request: Request): Promise<boolean> {
  return withinNetworkLimit(env.VISIT_LIMITER, "visit", request);
}

/**
 * Writes a view of a public page, described from the request. `referrer` is where the visitor came from,
 * `campaign` what the landing URL's `utm_*` parameters named.
 */
async function recordVisit(
  c: Context<AppEnv>,
  page: PublicPage,
  referrer: string | null | undefined,
  campaign: Campaign,
) {
  const request = c.req.raw;
  const now = new Date();
  const salt = await dailySalt(database(c.env.DB), now);
  const visit = await describeVisit({
    page,
    referrer,
    ownHost: new URL(request.url).hostname,
    country: (request.cf as { country?: string } | undefined)?.country,
    userAgent: request.headers.get("User-Agent") ?? "",
    ip: clientIp(request),
    salt,
    now,
    campaign,
  });
  await storeVisit(c.env, visit);
}

/** Runs `task` after the response is sent: it never delays the answer, and a failure is only logged. */
export function inBackground(c: Context<AppEnv>, task: () => Promise<void>, failure = "Visit not recorded") {
  const running = task().catch((error) => {
    console.error(JSON.stringify({ level: "error", message: failure, error: String(error) }));
  });
  try {
    c.executionCtx.waitUntil(running);
  } catch {
    // No execution context (app.request in unit tests): the task still runs on its own.
  }
}

/**
 * Records a page view served at the edge, after the response, within the network's allowance: over the limit
 * the page is still served and nothing is recorded (the limiter is asked in the background too).
 * Only a public page is recorded, as the page the route table names (`pathname` is canonical by then); any
 * other path is a 404, a probe or the admin screen, not a page view, and spends nothing. The landing URL's
 * campaign is recorded with it; the query itself is not stored.
 */
export function recordPageViewInBackground(c: Context<AppEnv>, pathname: string, referrer: string | null | undefined) {
  const page = findPublicPage(pathname);
  if (page === null) return;
  inBackground(c, async () => {
    if (await withinVisitLimit(c.env, c.req.raw)) {
      await recordVisit(c, page, referrer, campaignOf(new URL(c.req.url)));
    }
  });
}

/**
 * Records a client-side navigation (`POST /api/visits`, which has already spent the network's allowance) as the
 * public page the route table names, whatever alias of it `pathname` is.
 */
export function recordNavigationInBackground(c: Context<AppEnv>, pathname: string) {
  const page = findPublicPage(pathname);
  if (page === null) return;
  // The document's referrer is this site for a navigation inside it, which counts as direct.
  // A campaign belongs to the landing URL, which the edge has already recorded.
  inBackground(c, () => recordVisit(c, page, null, NO_CAMPAIGN));
}
