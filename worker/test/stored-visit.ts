import { env } from "cloudflare:test";
import { d1VisitStatements } from "../analytics/record-visit";
import { NO_CAMPAIGN, type Visit } from "../analytics/visit";

/**
 * Stores a visit the way the Worker does (the row and its daily roll-ups in one batch); fields default. Answers
 * the batch's results, whose `meta.rows_written` the rows-per-view test counts.
 */
export function storeTestVisit(visit: Partial<Visit> & Pick<Visit, "visitedAt" | "page" | "visitorHash">) {
  return env.DB.batch(
    d1VisitStatements(env.DB, {
      lang: "en",
      country: "DE",
      browser: "Chrome",
      device: "desktop",
      os: "Windows",
      referrerDomain: "direct",
      campaign: NO_CAMPAIGN,
      ...visit,
    }),
  );
}
