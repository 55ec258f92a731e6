import type { Context } from "hono";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
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
 * the day's unique-visitor count raised only when this visitor hash is new for the day.
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
        "INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain, visitor_hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        visit.visitedAt,
        visit.page,
        visit.lang,
        visit.country,
        visit.browser,
        visit.referrerDomain,
        visit.visitorHash,
      ),
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
    db
      .prepare("DELETE FROM daily_visitors WHERE day < ?")
      .bind(new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10)),
  ];
}

/** True for requests that are not a person's page view: bots, prefetch/prerender, HEAD. */
export function isNotAVisit(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "POST") return true;
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""} ${request.headers.get("X-Moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return true;
  return isBot(request.headers.get("User-Agent"));
}

/** Paths that are never recorded: the admin screen and the API. */
export function isUntrackedPath(page: string): boolean {
  return page === "/admin" || page.startsWith("/admin/") || page === "/api" || page.startsWith("/api/");
}

/**
 * Records a page view after the response is sent (`waitUntil`): it never delays the page and a failure is only
 * logged. `pathname` is the viewed page (with its language prefix), `referrer` where the visitor came from.
 */
export function recordVisitInBackground(c: Context<AppEnv>, pathname: string, referrer: string | null | undefined) {
  const request = c.req.raw;
  const url = new URL(request.url);
  const task = (async () => {
    const now = new Date();
    const salt = await dailySalt(c.env.DB, now);
    const visit = await describeVisit({
      pathname,
      referrer,
      ownHost: url.hostname,
      country: (request.cf as { country?: string } | undefined)?.country,
      userAgent: request.headers.get("User-Agent") ?? "",
      ip: clientIp(request),
      salt,
      now,
    });
    if (isUntrackedPath(visit.page)) return;
    await storeVisit(c.env, visit);
  })().catch((error) => {
    console.error(JSON.stringify({ level: "error", message: "Visit not recorded", error: String(error) }));
  });
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (app.request in unit tests): the task still runs on its own.
  }
}
