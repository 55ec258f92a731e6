import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { DISTINCT_VALUES_PER_DAY } from "../../analytics/daily-caps";
import { storableVisit } from "../../analytics/dimension-values";
import { agentValue, campaignValue, DIM, epochMinute, langPageValue } from "../../analytics/rollup-values";
import { hasCampaign, type Visit } from "../../analytics/visit";

// The D1 side of a page view: its raw row and its daily roll-ups (layout in ../schema.ts, decision 022).

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
export function visitStatements(db: D1Database, described: Visit): D1PreparedStatement[] {
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

/** Writes a page view's row and roll-ups in one batch (one transaction). */
export async function insertVisit(db: D1Database, visit: Visit): Promise<void> {
  await db.batch(visitStatements(db, visit));
}
