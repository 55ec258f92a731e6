import { z } from "zod";
import { saltsKeptFrom } from "./analytics/salts";
import { pruneExpiredRows, type RetentionCutoffs } from "./db/retention";

/** `VISIT_RETENTION_DAYS` (wrangler.toml `[vars]`, where its default lives): whole days, one to ten years. */
const retentionDaysSchema = z.coerce.number().int().min(1).max(3650);

/**
 * The cutoffs of a pruning run at `now`. An invalid retention setting keeps every visit row (and is logged):
 * deleting on a misread number could not be undone.
 */
export function retentionCutoffs(env: Env, now: Date): RetentionCutoffs {
  const days = retentionDaysSchema.safeParse(env.VISIT_RETENTION_DAYS);
  if (!days.success) {
    console.error(
      JSON.stringify({
        level: "error",
        message: "VISIT_RETENTION_DAYS is not a whole number of days from 1 to 3650; visit rows are kept",
        value: String(env.VISIT_RETENTION_DAYS),
      }),
    );
  }
  return {
    visitsBefore: days.success ? new Date(now.getTime() - days.data * 86_400_000).toISOString() : null,
    saltsBefore: saltsKeptFrom(now),
    challengesBefore: now.toISOString(),
  };
}

/**
 * The Worker's cron (wrangler.toml `[triggers]`): deletes raw visit rows older than VISIT_RETENTION_DAYS, expired
 * daily salts and the rows keyed by them, and spent vote challenges past their expiry. The daily roll-ups the
 * dashboard reads stay.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const deleted = await pruneExpiredRows(env.DB, retentionCutoffs(env, new Date(controller.scheduledTime)));
  console.info(JSON.stringify({ level: "info", message: "Expired rows pruned", cron: controller.cron, deleted }));
}
