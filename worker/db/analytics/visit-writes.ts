import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { type SQL, sql } from "drizzle-orm";
import { DISTINCT_VALUES_PER_DAY } from "../../analytics/daily-caps";
import { storableVisit } from "../../analytics/dimension-values";
import { agentValue, campaignValue, DIM, epochMinute, langPageValue } from "../../analytics/rollup-values";
import { hasCampaign, type Visit } from "../../analytics/visit";
import { database } from "../client";
import { runBatch } from "../sql-batch";

// The D1 side of a page view: its raw row and its daily roll-ups (layout in ../schema.ts, decision 022).

type Dim = (typeof DIM)[keyof typeof DIM];

/** A day's counter of a dimension whose values the normaliser closes: one more for the value. */
function bump(day: string, dim: Dim, value: string): SQL {
  return sql`INSERT INTO visit_daily (day, dim, value, visits) VALUES (${day}, ${dim}, ${value}, 1)
    ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1`;
}

/**
 * A counter of a dimension whose values strangers choose: a value the day already has, or a new one while the day
 * holds fewer than `cap` values, is counted as itself; past that, in the OVERFLOW_VALUE row. The overflow row
 * exists only once the cap is reached, so after that a new value costs two key look-ups; before, the count stops
 * at the cap (LIMIT) over the primary key's (day, dim) range.
 */
function cappedBump(day: string, dim: Dim, value: string, cap: number): SQL {
  const inDay = sql`SELECT 1 FROM visit_daily WHERE day = ${day} AND dim = ${dim}`;
  return sql`INSERT INTO visit_daily (day, dim, value, visits)
    SELECT ${day}, ${dim}, CASE
      WHEN EXISTS (${inDay} AND value = ${value}) THEN ${value}
      WHEN EXISTS (${inDay} AND value = ${OVERFLOW_VALUE}) THEN ${OVERFLOW_VALUE}
      WHEN (SELECT COUNT(*) FROM (${inDay} LIMIT ${cap})) < ${cap} THEN ${value}
      ELSE ${OVERFLOW_VALUE} END, 1
    WHERE true
    ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1`;
}

/**
 * The visit row and its daily roll-ups (every value normalised: dimension-values.ts), in the layout of decision 022:
 * one counter each for the page in its language, the country, the referrer and the browser/device/system
 * together; a campaign counter only when the landing URL named one; and, when this visitor hash is new for the
 * day, its entry page (the entries of a day are its unique visitors). The visitor's row records the minute they
 * were last seen and is only rewritten when that minute changed. Old `daily_visitors` rows are deleted by the
 * scheduled pruning (worker/scheduled.ts), not by each view.
 */
export function visitStatements(described: Visit): SQL[] {
  const visit = storableVisit(described);
  const day = visit.visitedAt.slice(0, 10);
  const counter = (dim: Dim, value: string) => {
    const cap = DISTINCT_VALUES_PER_DAY[dim];
    return cap === null ? bump(day, dim, value) : cappedBump(day, dim, value, cap);
  };
  return [
    sql`INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain, device, os, utm_source, utm_medium, utm_campaign)
      VALUES (${visit.visitedAt}, ${visit.page}, ${visit.lang}, ${visit.country}, ${visit.browser}, ${visit.referrerDomain},
        ${visit.device}, ${visit.os}, ${visit.campaign.source}, ${visit.campaign.medium}, ${visit.campaign.campaign})`,
    counter(DIM.langPage, langPageValue(visit.lang, visit.page)),
    counter(DIM.country, visit.country),
    counter(DIM.referrer, visit.referrerDomain),
    counter(DIM.agent, agentValue(visit.browser, visit.device, visit.os)),
    ...(hasCampaign(visit.campaign) ? [counter(DIM.campaign, campaignValue(visit.campaign))] : []),
    // Before the visitor's row is written: no row yet means this is their first view of the day.
    sql`INSERT INTO visit_daily (day, dim, value, visits)
      SELECT ${day}, ${DIM.entry}, ${visit.page}, 1
      WHERE NOT EXISTS (SELECT 1 FROM daily_visitors WHERE day = ${day} AND visitor_hash = ${visit.visitorHash})
      ON CONFLICT (day, dim, value) DO UPDATE SET visits = visits + 1`,
    sql`INSERT INTO daily_visitors (day, visitor_hash, last_seen_minute)
      VALUES (${day}, ${visit.visitorHash}, ${epochMinute(visit.visitedAt)})
      ON CONFLICT (day, visitor_hash) DO UPDATE SET last_seen_minute = excluded.last_seen_minute
      WHERE last_seen_minute < excluded.last_seen_minute`,
  ];
}

/** Writes a page view's row and roll-ups in one batch (one transaction); answers each statement's result. */
export function insertVisit(d1: D1Database, visit: Visit): Promise<D1Result[]> {
  return runBatch(database(d1), visitStatements(visit));
}
