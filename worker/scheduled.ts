import { z } from "zod";
import { lastSettledDay } from "./analytics/periods";
import { saltsKeptFrom } from "./analytics/salts";
import { database } from "./db/client";
import { compactSettledDays } from "./db/compaction";
import { pruneExpiredRows, type RetentionCutoffs } from "./db/retention";
import { runLinkChecks } from "./links/run-link-checks";

/**
 * A retention setting (`VISIT_RETENTION_DAYS`, `SEARCH_RETENTION_DAYS`; wrangler.toml `[vars]`, where their
 * defaults live): whole days, one to ten years.
 */
const retentionDaysSchema = z.coerce.number().int().min(1).max(3650);

/**
 * The moment `setting` days before `now`, or null (logged) when the setting is not a whole number of days from 1 to
 * 3650: then the rows it governs are kept, as deleting on a misread number could not be undone.
 */
function retentionCutoff(env: Env, setting: "VISIT_RETENTION_DAYS" | "SEARCH_RETENTION_DAYS", now: Date): Date | null {
  const days = retentionDaysSchema.safeParse(env[setting]);
  if (days.success) return new Date(now.getTime() - days.data * 86_400_000);
  console.error(
    JSON.stringify({
      level: "error",
      message: `${setting} is not a whole number of days from 1 to 3650; the rows it governs are kept`,
      value: String(env[setting]),
    }),
  );
  return null;
}

/** The cutoffs of a pruning run at `now`. */
export function retentionCutoffs(env: Env, now: Date): RetentionCutoffs {
  const visits = retentionCutoff(env, "VISIT_RETENTION_DAYS", now);
  const searches = retentionCutoff(env, "SEARCH_RETENTION_DAYS", now);
  return {
    visitsBefore: visits ? visits.toISOString() : null,
    searchesBefore: searches ? searches.toISOString().slice(0, 10) : null,
    saltsBefore: saltsKeptFrom(now),
    challengesBefore: now.toISOString(),
  };
}

/** The Worker's crons, as wrangler.toml `[triggers]` lists them (a test keeps the two equal). */
export const CRONS = {
  /** Pruning and compaction, once a day. */
  daily: "17 3 * * *",
  /** A bounded run of the link checker, every 15 minutes (worker/links/run-link-checks.ts). */
  linkChecks: "*/15 * * * *",
} as const;

/** How the link checker introduces itself to the sites it checks: the site's name and where to read about it. */
export function linkCheckerUserAgent(env: Env): string {
  const name = env.COMPANY_NAME.replace(/[^A-Za-z0-9]+/g, "") || "Site";
  return `${name}-LinkCheck/1.0${env.SITE_URL ? ` (+${env.SITE_URL}/about)` : ""}`;
}

/**
 * The Worker's crons (CRONS). The one every 15 minutes runs the link checker. The daily one deletes raw visit rows older than VISIT_RETENTION_DAYS, search
 * counts older than SEARCH_RETENTION_DAYS, expired daily salts and the rows keyed by them and spent vote
 * challenges past their expiry, then compacts the long tails of the settled days' roll-ups (the last two days are
 * still written, so they are left alone).
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === CRONS.linkChecks) {
    const run = await runLinkChecks(database(env.DB), { now, userAgent: linkCheckerUserAgent(env) });
    console.info(JSON.stringify({ level: "info", message: "Links checked", cron: controller.cron, ...run }));
    return;
  }
  const deleted = await pruneExpiredRows(env.DB, retentionCutoffs(env, now));
  console.info(JSON.stringify({ level: "info", message: "Expired rows pruned", cron: controller.cron, deleted }));
  const compacted = await compactSettledDays(env.DB, lastSettledDay(now));
  console.info(JSON.stringify({ level: "info", message: "Roll-ups compacted", cron: controller.cron, compacted }));
}
