import { env } from "cloudflare:test";
import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { beforeEach, describe, expect, it } from "vitest";
import { aggregateDays } from "../db/analytics/rollup-reads";
import { storeTestVisit } from "../test/stored-visit";
import { analyticsOf, figuresOf } from "./d1-period-aggregate";
import { DISTINCT_VALUES_PER_DAY, SEARCH_TERMS_PER_DAY } from "./daily-caps";
import { storeSearch } from "./record-events";

const DAY = "2026-05-04";
const at = (i: number) => `${DAY}T10:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:00.000Z`;
const rows = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<Record<string, string | number>>()
  ).results;

/** Fills a day's dimension with `n` values in one statement, as if `n` visits had each named another. */
async function fill(dim: string, n: number, valueSql: string) {
  await env.DB.prepare(
    `WITH RECURSIVE i(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM i WHERE k < ?2)
     INSERT INTO visit_daily (day, dim, value, visits) SELECT ?1, ?3, ${valueSql}, 1 FROM i`,
  )
    .bind(DAY, n, dim)
    .run();
}

beforeEach(async () => {
  await env.DB.batch(
    ["visits", "visit_daily", "daily_visitors", "search_daily"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
});

describe("a day holds a capped number of distinct values per dimension", () => {
  it("referrers past the cap are counted in one (other) row; a value the day already has still counts as itself", async () => {
    const cap = DISTINCT_VALUES_PER_DAY.referrer ?? 0;
    expect(cap).toBeGreaterThan(0);
    const extra = 12;
    await fill("referrer", cap - 10, "'filler' || k || '.example'");
    for (let i = 0; i < 10 + extra; i++) {
      await storeTestVisit({ visitedAt: at(i), page: "/", visitorHash: `v${i}`, referrerDomain: `site${i}.example` });
    }
    // A referrer counted before the cap was reached goes on counting as itself.
    await storeTestVisit({ visitedAt: at(0), page: "/", visitorHash: "again", referrerDomain: "site0.example" });
    const [count] = await rows("SELECT COUNT(*) AS n, SUM(visits) AS visits FROM visit_daily WHERE dim = 'referrer'");
    expect(count).toEqual({ n: cap + 1, visits: cap + extra + 1 });
    expect(await rows("SELECT visits FROM visit_daily WHERE dim = 'referrer' AND value = ?", OVERFLOW_VALUE)).toEqual([
      { visits: extra },
    ]);
    expect(await rows("SELECT visits FROM visit_daily WHERE dim = 'referrer' AND value = 'site0.example'")).toEqual([
      { visits: 2 },
    ]);
    // The raw rows keep what each visit named (they go after VISIT_RETENTION_DAYS); the dashboard lists the row.
    const aggregate = await aggregateDays(env.DB, { startDate: DAY, endDate: DAY });
    expect(analyticsOf(aggregate).topReferrers[0]).toEqual({ domain: OVERFLOW_VALUE, referrals: extra });
  });

  it("campaigns past the cap are counted in one (other) row that the insights list as such", async () => {
    const cap = DISTINCT_VALUES_PER_DAY.campaign ?? 0;
    await fill("campaign", cap - 2, "json_array('filler', '', 'c' || k)");
    for (let i = 0; i < 5; i++) {
      await storeTestVisit({
        visitedAt: at(i),
        page: "/",
        visitorHash: `c${i}`,
        campaign: { source: "spam", medium: "", campaign: `c${i}` },
      });
    }
    expect(await rows("SELECT COUNT(*) AS n FROM visit_daily WHERE dim = 'campaign'")).toEqual([{ n: cap + 1 }]);
    const figures = figuresOf(await aggregateDays(env.DB, { startDate: DAY, endDate: DAY }), true);
    expect(figures.lists?.campaigns[0]).toEqual({ source: OVERFLOW_VALUE, medium: "", campaign: "", visits: 3 });
    expect(await rows("SELECT visits FROM visit_daily WHERE dim = 'campaign' AND value = ?", OVERFLOW_VALUE)).toEqual([
      { visits: 3 },
    ]);
  });

  it("search terms past the day's cap are counted per language in one (other) row, left out of 'no results'", async () => {
    const searchedAt = `${DAY}T12:00:00.000Z`;
    await env.DB.prepare(
      `WITH RECURSIVE i(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM i WHERE k < ?2)
       INSERT INTO search_daily (day, lang, term, searches, results) SELECT ?1, 'de', 'filler ' || k, 1, 1 FROM i`,
    )
      .bind(DAY, SEARCH_TERMS_PER_DAY - 2)
      .run();
    for (let i = 0; i < 2; i++) {
      await storeSearch(env, { searchedAt, term: `term ${i}`, lang: i % 2 ? "de" : "en", results: 1 });
    }
    await storeSearch(env, { searchedAt, term: "one more", lang: "fr", results: 0 });
    await storeSearch(env, { searchedAt, term: "and another", lang: "fr", results: 0 });
    await storeSearch(env, { searchedAt, term: "term 0", lang: "en", results: 1 });
    expect(await rows("SELECT COUNT(*) AS n, SUM(searches) AS s FROM search_daily")).toEqual([
      { n: SEARCH_TERMS_PER_DAY + 1, s: SEARCH_TERMS_PER_DAY + 3 },
    ]);
    expect(await rows("SELECT lang, searches FROM search_daily WHERE term = ?", OVERFLOW_VALUE)).toEqual([
      { lang: "fr", searches: 2 },
    ]);
    const lists = figuresOf(await aggregateDays(env.DB, { startDate: DAY, endDate: DAY }), true).lists;
    expect(lists?.topSearches[0]).toMatchObject({ term: OVERFLOW_VALUE, searches: 2 });
    expect(lists?.zeroResultSearches).toEqual([]);
  });
});
