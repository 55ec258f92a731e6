import { findPublicPage, type PublicPage } from "@common/site-pages";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { clientNetwork } from "../lib/client-network";
import { isBot } from "./browser-family";
import { usesAnalyticsEngineReader } from "./reader";
import { dailySalt } from "./salts";
import { describeVisit, type Visit } from "./visit";

/** Writes one visit: always to Analytics Engine, and to D1 when the dashboard reads from D1. */
export async function storeVisit(env: Env, visit: Visit): Promise<void> {
  try {
    env.VISITS.writeDataPoint({
      blobs: [visit.page, visit.lang, visit.country, visit.browser, visit.referrerDomain, visit.visitorHash],
      doubles: [1],
      indexes: [visit.page.slice(0, 96)],
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "Analytics Engine write failed", error: String(error) }));
  }
  if (usesAnalyticsEngineReader(env)) return;
  await env.DB.batch(d1VisitStatements(env.DB, visit));
}

/**
 * The visit row and its daily roll-ups, written in one batch (one transaction): a counter per dimension, and
 * the day's unique-visitor count raised only when this visitor hash is new for the day. Old `daily_visitors`
 * rows are deleted by the scheduled pruning (worker/scheduled.ts), not by each view.
 */
export function d1VisitStatements(db: D1Database, visit: Visit): D1PreparedStatement[] {
  const day = visit.visitedAt.slice(0, 10);
  const bump = (dim: string, value: string) =>
    db
      .prepare(
        "INSERT INTO visit_daily (day, dim, value, visits) VALUES (?, ?, ?, 1) ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1",
      )
      .bind(day, dim, value);
  return [
    db
      .prepare(
        "INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(visit.visitedAt, visit.page, visit.lang, visit.country, visit.browser, visit.referrerDomain),
    bump("total", ""),
    bump("page", visit.page),
    bump("country", visit.country),
    bump("browser", visit.browser),
    bump("referrer", visit.referrerDomain),
    db.prepare("INSERT OR IGNORE INTO daily_visitors (day, visitor_hash) VALUES (?, ?)").bind(day, visit.visitorHash),
    // changes() is the row count of the statement just before, in the same transaction.
    db
      .prepare(
        "INSERT INTO visit_daily (day, dim, value, visits) SELECT ?, 'uniques', '', 1 WHERE changes() = 1 ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1",
      )
      .bind(day),
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
 * Spends one page view of the client's network (an IPv4 address or an IPv6 /64) from `VISIT_LIMITER`; false
 * when the network is over its allowance, and then nothing is recorded.
 */
export async function withinVisitLimit(env: Env, request: Request): Promise<boolean> {
  const { success } = await env.VISIT_LIMITER.limit({ key: visitLimitKey(request) });
  return success;
}

/** The `VISIT_LIMITER` key of the request's network. */
export function visitLimitKey(request: Request): string {
  return `visit:${clientNetwork(request)}`;
}

/** Writes a view of a public page, described from the request. `referrer` is where the visitor came from. */
async function recordVisit(c: Context<AppEnv>, page: PublicPage, referrer: string | null | undefined) {
  const request = c.req.raw;
  const now = new Date();
  const salt = await dailySalt(c.env.DB, now);
  const visit = await describeVisit({
    page,
    referrer,
    ownHost: new URL(request.url).hostname,
    country: (request.cf as { country?: string } | undefined)?.country,
    userAgent: request.headers.get("User-Agent") ?? "",
    ip: clientIp(request),
    salt,
    now,
  });
  await storeVisit(c.env, visit);
}

/** Runs `task` after the response is sent: it never delays the page, and a failure is only logged. */
function inBackground(c: Context<AppEnv>, task: () => Promise<void>) {
  const running = task().catch((error) => {
    console.error(JSON.stringify({ level: "error", message: "Visit not recorded", error: String(error) }));
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
 * other path is a 404, a probe or the admin screen, not a page view, and spends nothing.
 */
export function recordPageViewInBackground(c: Context<AppEnv>, pathname: string, referrer: string | null | undefined) {
  const page = findPublicPage(pathname);
  if (page === null) return;
  inBackground(c, async () => {
    if (await withinVisitLimit(c.env, c.req.raw)) await recordVisit(c, page, referrer);
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
  inBackground(c, () => recordVisit(c, page, null));
}
