import { env } from "cloudflare:test";
import { NO_CAMPAIGN, type Visit } from "../analytics/visit";
import { insertVisit } from "../db/analytics/visit-writes";

/**
 * Stores a visit the way the Worker does (the row and its daily roll-ups in one batch); fields default. Answers
 * the batch's results, whose `meta.rows_written` the rows-per-view test counts.
 */
export function storeTestVisit(visit: Partial<Visit> & Pick<Visit, "visitedAt" | "page" | "visitorHash">) {
  return insertVisit(env.DB, {
    lang: "en",
    country: "DE",
    browser: "Chrome",
    device: "desktop",
    os: "Windows",
    referrerDomain: "direct",
    campaign: NO_CAMPAIGN,
    ...visit,
  });
}
