import { LINK_PROBLEMS_LIMIT, type LinkChecks, type LinkProblem } from "@common/catalogue/admin-api";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { runBatch } from "../sql-batch";

/**
 * What the link checker found, for the dashboard: how many published tools' current addresses were checked, how
 * many could not be, and the dead and moved ones (dead first, newest check first). A check of an address the owner
 * has changed since does not count: that tool is due again.
 */
export async function linkCheckReport(db: Database): Promise<LinkChecks> {
  const current = sql`FROM link_checks c JOIN catalogue_tools t ON t.id = c.tool_id AND t.url = c.url
    WHERE t.status = 'published'`;
  const [totals, problems] = await runBatch(db, [
    sql`SELECT
      (SELECT COUNT(*) FROM catalogue_tools WHERE status = 'published') AS published,
      (SELECT COUNT(*) ${current}) AS checked,
      (SELECT COUNT(*) ${current} AND c.outcome = 'unchecked') AS unchecked,
      (SELECT MAX(c.checked_at) ${current}) AS lastCheckedAt`,
    sql`SELECT t.id, t.name, t.url, c.outcome, c.status, c.final_url AS finalUrl, c.checked_at AS checkedAt
      ${current} AND c.outcome IN ('dead', 'moved')
      ORDER BY c.outcome = 'moved', c.checked_at DESC, t.id LIMIT ${LINK_PROBLEMS_LIMIT}`,
  ]);
  const row = (totals?.results[0] ?? {}) as {
    published?: number;
    checked?: number;
    unchecked?: number;
    lastCheckedAt?: string | null;
  };
  return {
    published: row.published ?? 0,
    checked: row.checked ?? 0,
    unchecked: row.unchecked ?? 0,
    lastCheckedAt: row.lastCheckedAt ?? null,
    problems: (problems?.results ?? []) as LinkProblem[],
  };
}
