import type { Database } from "../db/client";
import { type DueTool, dueTools, forgetUnpublishedChecks, recordCheck } from "../db/link-checks";
import { checkLink, type LinkCheck, MAX_REDIRECTS } from "./check-link";

/**
 * How a run of the link checker is bounded and kept polite (worker/scheduled.ts runs one every 15 minutes, so each
 * published tool's address is checked about once a week, RECHECK_DAYS, however large the catalogue grows, within
 * what one run may do). A run checks the tools due longest, at most `concurrency` hosts at a time and one request per
 * host at a time, makes at most `requestBudget` requests (a Worker invocation's subrequests are limited: 50 on the
 * Free plan) and starts no check after `runMs`.
 */
export const LINK_CHECK = {
  recheckDays: 7,
  concurrency: 4,
  requestBudget: 45,
  checkTimeoutMs: 10_000,
  runMs: 60_000,
  /** The tools read as due per run (more than the budget can check, so a run is never idle for want of work). */
  dueLimit: 60,
} as const;

export type LinkCheckLimits = { [K in keyof typeof LINK_CHECK]: number };

/** The host of an address, the unit the checker is polite to; a malformed address is its own host. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

/** What a run did. */
export interface LinkCheckRun {
  checked: number;
  requests: number;
  found: Record<LinkCheck["outcome"], number>;
}

/**
 * One run: checks the due tools host by host (see LINK_CHECK) and records each result as soon as it is known, so a
 * run cut short keeps what it found. Checks of tools no longer published are deleted.
 */
export async function runLinkChecks(
  db: Database,
  options: { now: Date; userAgent: string; limits?: LinkCheckLimits },
): Promise<LinkCheckRun> {
  const limits = options.limits ?? LINK_CHECK;
  const deadline = Date.now() + limits.runMs;
  await forgetUnpublishedChecks(db);
  const byHost = new Map<string, DueTool[]>();
  const checkedBefore = new Date(options.now.getTime() - limits.recheckDays * 86_400_000);
  for (const tool of await dueTools(db, checkedBefore, limits.dueLimit)) {
    const host = hostOf(tool.url);
    byHost.set(host, [...(byHost.get(host) ?? []), tool]);
  }
  const hosts = [...byHost.values()];
  const run: LinkCheckRun = { checked: 0, requests: 0, found: { ok: 0, moved: 0, dead: 0, unchecked: 0 } };
  // A check may take MAX_REDIRECTS + 1 requests: one is started only while that many are left in the budget.
  let reserved = 0;
  const canStart = () => Date.now() < deadline && run.requests + reserved + MAX_REDIRECTS + 1 <= limits.requestBudget;
  const lane = async () => {
    for (let queue = hosts.shift(); queue; queue = hosts.shift()) {
      for (const tool of queue) {
        if (!canStart()) return;
        reserved += MAX_REDIRECTS + 1;
        const found = await checkLink(tool.url, { userAgent: options.userAgent, timeoutMs: limits.checkTimeoutMs });
        reserved -= MAX_REDIRECTS + 1;
        run.requests += found.requests;
        run.checked += 1;
        run.found[found.outcome] += 1;
        await recordCheck(db, tool, found, options.now);
      }
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, lane));
  return run;
}
