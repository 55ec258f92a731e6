import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { findPublicPage, type PublicPage } from "@common/site-pages";
import type { Context } from "hono";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { withinNetworkLimit } from "../lib/network-limit";
import { DISTINCT_VALUES_PER_DAY } from "./daily-caps";
import { storableVisit } from "./dimension-values";
import { usesAnalyticsEngineReader } from "./reader";
import { agentValue, campaignValue, DIM, epochMinute, langPageValue } from "./rollup-values";
import { dailySalt } from "./salts";
import { isBot } from "./user-agent";
import { type Campaign, campaignOf, describeVisit, hasCampaign, NO_CAMPAIGN, type Visit } from "./visit";

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
  await env.DB.batch(d1VisitStatements(env.DB, visit));
}

/** Runs one Analytics Engine write; a failure is logged, never thrown (the D1 copy and the answer go on). */
export function writeAnalyticsEngine(write: () => void): void {
  try {
    write();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "Analytics Engine write failed", error: String(error) }));
  }
}

type Dim = (typeof DIM)[keyof typeof DIM];

const BUMP_SQL =
  "INSERT INTO visit_daily (day, dim, value, visits) VALUES (?, ?, ?, 1) ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1";

/**
 * A counter of a dimension whose values strangers choose: a value the day already has, or a new one while the day
 * holds fewer than ?4 values, is counted as itself; past that, in the ?5 (OVERFLOW_VALUE) row. The overflow row
 * exists only once the cap is reached, so after that a new value costs two key look-ups; before, the count stops
 * at the cap (LIMIT) over the primary key's (day, dim) range.
 */
const CAPPED_BUMP_SQL = `INSERT INTO visit_daily (day, dim, value, visits)
SELECT ?1, ?2, CASE
  WHEN EXISTS (SELECT 1 FROM visit_daily WHERE day = ?1 AND dim = ?2 AND value = ?3) THEN ?3
  WHEN EXISTS (SELECT 1 FROM visit_daily WHERE day = ?1 AND dim = ?2 AND value = ?5) THEN ?5
  WHEN (SELECT COUNT(*) FROM (SELECT 1 FROM visit_daily WHERE day = ?1 AND dim = ?2 LIMIT ?4)) < ?4 THEN ?3
  ELSE ?5 END, 1
WHERE true
ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1`;

/**
 * The visit row and its daily roll-ups (every value normalised: dimension-values.ts), written in one batch (one transaction), in the layout of decision 022:
 * one counter each for the page in its language, the country, the referrer and the browser/device/system
 * together; a campaign counter only when the landing URL named one; and, when this visitor hash is new for the
 * day, its entry page (the entries of a day are its unique visitors). The visitor's row records the minute they
 * were last seen and is only rewritten when that minute changed. Old `daily_visitors` rows are deleted by the
 * scheduled pruning (worker/scheduled.ts), not by each view.
 */
export function d1VisitStatements(db: D1Database, described: Visit): D1PreparedStatement[] {
  const visit = storableVisit(described);
  const day = visit.visitedAt.slice(0, 10);
  const bump = (dim: Dim, value: string) => {
    const cap = DISTINCT_VALUES_PER_DAY[dim];
    if (cap === null) return db.prepare(BUMP_SQL).bind(day, dim, value);
    return db.prepare(CAPPED_BUMP_SQL).bind(day, dim, value, cap, OVERFLOW_VALUE);
  };
  return [
    db
      .prepare(
        "INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain, device, os, utm_source, utm_medium, utm_campaign) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        visit.visitedAt,
        visit.page,
        visit.lang,
        visit.country,
        visit.browser,
        visit.referrerDomain,
        visit.device,
        visit.os,
        visit.campaign.source,
        visit.campaign.medium,
        visit.campaign.campaign,
      ),
    bump(DIM.langPage, langPageValue(visit.lang, visit.page)),
    bump(DIM.country, visit.country),
    bump(DIM.referrer, visit.referrerDomain),
    bump(DIM.agent, agentValue(visit.browser, visit.device, visit.os)),
    ...(hasCampaign(visit.campaign) ? [bump(DIM.campaign, campaignValue(visit.campaign))] : []),
    // Before the visitor's row is written: no row yet means this is their first view of the day.
    db
      .prepare(
        `INSERT INTO visit_daily (day, dim, value, visits) SELECT ?1, '${DIM.entry}', ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM daily_visitors WHERE day = ?1 AND visitor_hash = ?3) ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1`,
      )
      .bind(day, visit.page, visit.visitorHash),
    db
      .prepare(
        "INSERT INTO daily_visitors (day, visitor_hash, last_seen_minute) VALUES (?, ?, ?) ON CONFLICT (day, visitor_hash) DO UPDATE SET last_seen_minute = excluded.last_seen_minute WHERE last_seen_minute < excluded.last_seen_minute",
      )
      .bind(day, visit.visitorHash, epochMinute(visit.visitedAt)),
  ];
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
