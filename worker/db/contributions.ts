import type { Report, Suggestion } from "@common/api/contributions";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { runBatch } from "./sql-batch";

/**
 * Visitors' suggestions and reports in D1 (common/api/contributions.ts). Each is stored by one batch that also
 * decides whether it may be: the network's daily allowance, and for a suggestion whether the site is already listed
 * or already waiting, so concurrent posts cannot slip past a check.
 */

/** The host of an address as duplicates are found by: lower-cased, without `www.`; "" for no address. */
export function normalizedHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** How a contribution arrived: the page's script (with a proof of work) or a plain form (without JavaScript). */
export type ContributionChannel = "script" | "form";

/** What every store needs besides the contribution itself. */
export interface StoreContext {
  channel: ContributionChannel;
  /** A bot's (a filled-in honeypot): stored out of view, answered like any other. */
  spam: boolean;
  now: Date;
  /** The salted keys of the sender's network and allocation (one for IPv4). */
  networkKeys: readonly string[];
  perNetworkPerDay: number;
  /** A random value naming this request's row (see the schema). */
  receipt: string;
}

/** What became of a suggestion: stored (or stored as spam), held by the network's allowance, or a duplicate. */
export type SuggestionOutcome = "stored" | "held" | "listed" | "pending";

/** The statements that count the network's allowance around an insert guarded by `allowed`. */
function allowance(context: StoreContext, table: "tool_suggestions" | "tool_reports") {
  const day = context.now.toISOString().slice(0, 10);
  const keys = sql.join(
    context.networkKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  const mine = sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE receipt = ${context.receipt})`;
  return {
    ensure: context.networkKeys.map(
      (key) =>
        sql`INSERT INTO daily_contribution_networks (day, network_hash, sent) VALUES (${day}, ${key}, 0) ON CONFLICT DO NOTHING`,
    ),
    allowed: sql`(SELECT MAX(sent) FROM daily_contribution_networks WHERE day = ${day} AND network_hash IN (${keys}))
      < ${context.perNetworkPerDay}`,
    count: sql`UPDATE daily_contribution_networks SET sent = sent + 1 WHERE day = ${day} AND network_hash IN (${keys})
      AND ${mine}`,
    mine,
  };
}

/** A published or draft catalogue tool at this host (its address, with or without `www.`). */
function listedAt(host: string): SQL {
  const at = (prefix: string) => sql`lower(url) = ${`${prefix}${host}`} OR lower(url) LIKE ${`${prefix}${host}/%`}
    OR lower(url) LIKE ${`${prefix}${host}?%`}`;
  return sql`EXISTS (SELECT 1 FROM catalogue_tools WHERE status <> 'archived' AND (${at("https://")} OR ${at("https://www.")}))`;
}

/** Stores a suggestion unless the network's allowance is spent or the site is already listed or waiting. */
export async function storeSuggestion(
  db: Database,
  suggestion: Suggestion,
  context: StoreContext,
): Promise<SuggestionOutcome> {
  const host = normalizedHost(suggestion.url);
  const waiting = sql`EXISTS (SELECT 1 FROM tool_suggestions WHERE host = ${host} AND status = 'new')`;
  const { ensure, allowed, count, mine } = allowance(context, "tool_suggestions");
  // A bot's post is kept as spam whatever it names; a person's is refused when it is a duplicate.
  const notDuplicate = context.spam ? sql`1` : sql`NOT ${listedAt(host)} AND NOT ${waiting}`;
  const results = await runBatch(db, [
    ...ensure,
    sql`
      INSERT INTO tool_suggestions (status, name, url, host, category, description, email, language, channel, receipt,
        created_at)
      SELECT ${context.spam ? "spam" : "new"}, ${suggestion.name}, ${suggestion.url}, ${host}, ${suggestion.category},
        ${suggestion.description}, ${suggestion.email ?? null}, ${suggestion.language}, ${context.channel},
        ${context.receipt}, ${context.now.toISOString()}
      WHERE ${allowed} AND ${notDuplicate}`,
    count,
    sql`SELECT ${mine} AS mine, ${listedAt(host)} AS listed, ${waiting} AS waiting`,
  ]);
  const row = results.at(-1)?.results[0] as { mine: number; listed: number; waiting: number } | undefined;
  if (row?.mine) return "stored";
  if (!context.spam && row?.listed) return "listed";
  if (!context.spam && row?.waiting) return "pending";
  return "held";
}

/** What became of a report: stored (or stored as spam), held by the network's allowance, or no such tool. */
export type ReportOutcome = "stored" | "held" | "unknownTool";

/** Stores a report on a published tool unless the network's allowance is spent. */
export async function storeReport(
  db: Database,
  toolId: string,
  report: Report,
  context: StoreContext,
): Promise<ReportOutcome> {
  const published = sql`EXISTS (SELECT 1 FROM catalogue_tools WHERE id = ${toolId} AND status = 'published')`;
  const { ensure, allowed, count, mine } = allowance(context, "tool_reports");
  const results = await runBatch(db, [
    ...ensure,
    sql`
      INSERT INTO tool_reports (status, tool_id, reason, note, email, language, channel, receipt, created_at)
      SELECT ${context.spam ? "spam" : "new"}, ${toolId}, ${report.reason}, ${report.note}, ${report.email ?? null},
        ${report.language}, ${context.channel}, ${context.receipt}, ${context.now.toISOString()}
      WHERE ${allowed} AND ${published}`,
    count,
    sql`SELECT ${mine} AS mine, ${published} AS published`,
  ]);
  const row = results.at(-1)?.results[0] as { mine: number; published: number } | undefined;
  if (row?.mine) return "stored";
  return row?.published ? "held" : "unknownTool";
}
