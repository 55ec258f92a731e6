import { env } from "cloudflare:test";
import { ANALYTICS_DIMENSIONS, type AnalyticsDimension } from "@common/analytics-dimensions";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { beforeEach, describe, expect, it } from "vitest";
import { type Click, type Search, storeClick, storeSearch } from "./record-events";
import { storeVisit } from "./record-visit";
import { DIM } from "./rollup-values";
import type { Campaign, Visit } from "./visit";

// Everything the analytics store about a visitor must be a dimension of ANALYTICS_DIMENSIONS, the list the privacy
// page names item by item (src/app/routes/privacy.test.tsx holds the page to the list). These tests read what is
// really stored, the D1 columns, the roll-up dimensions and the Analytics Engine data points, so a column, a roll-up
// or a blob added without its dimension fails here.

/**
 * What a stored field holds: an analytics dimension, or something that says nothing about the visitor (a row id,
 * a time, a count, or the daily visitor hash, which the page explains apart: the one-way code made from the IP
 * address, whose daily salt is deleted after two days).
 */
type Meaning = AnalyticsDimension | `not visitor data: ${string}`;

/** Every column of the analytics tables and what it holds. */
const COLUMNS: Record<string, Record<string, Meaning>> = {
  visits: {
    id: "not visitor data: row id",
    visited_at: "not visitor data: time of the view",
    page: "page",
    lang: "language",
    country: "country",
    browser: "browser",
    referrer_domain: "referrer",
    device: "device",
    os: "os",
    utm_source: "utmSource",
    utm_medium: "utmMedium",
    utm_campaign: "utmCampaign",
  },
  clicks: {
    id: "not visitor data: row id",
    clicked_at: "not visitor data: time of the click",
    tool_id: "clickedTool",
    page: "page",
    lang: "language",
  },
  click_daily: {
    day: "not visitor data: UTC day",
    tool_id: "clickedTool",
    clicks: "not visitor data: count",
    tool_page_clicks: "not visitor data: count",
  },
  search_daily: {
    day: "not visitor data: UTC day",
    lang: "language",
    term: "searchTerm",
    searches: "not visitor data: count",
    results: "not visitor data: how many tools the search found",
  },
  visit_daily: {
    day: "not visitor data: UTC day",
    // `dim` names the roll-up and `value` holds its dimensions' values: both are checked through ROLLUPS below.
    dim: "not visitor data: roll-up name",
    value: "not visitor data: checked per roll-up",
    visits: "not visitor data: count",
  },
  daily_visitors: {
    day: "not visitor data: UTC day",
    visitor_hash: "not visitor data: daily visitor hash",
    last_seen_minute: "not visitor data: time of the last view",
  },
};

/** The dimensions each roll-up of `visit_daily` (DIM) writes into its value. */
const ROLLUPS: Record<(typeof DIM)[keyof typeof DIM], readonly AnalyticsDimension[]> = {
  lang_page: ["language", "page"],
  country: ["country"],
  referrer: ["referrer"],
  agent: ["browser", "device", "os"],
  campaign: ["utmSource", "utmMedium", "utmCampaign"],
  entry: ["page"],
};

type VisitField = Exclude<keyof Visit, "campaign"> | `campaign.${keyof Campaign}`;

/** What each field of a visit holds: the Analytics Engine blobs and the D1 roll-ups are read back through it. */
const VISIT_FIELDS: Record<VisitField, Meaning> = {
  visitedAt: "not visitor data: time of the view",
  page: "page",
  lang: "language",
  country: "country",
  browser: "browser",
  device: "device",
  os: "os",
  referrerDomain: "referrer",
  "campaign.source": "utmSource",
  "campaign.medium": "utmMedium",
  "campaign.campaign": "utmCampaign",
  visitorHash: "not visitor data: daily visitor hash",
};

const CLICK_FIELDS: Record<Exclude<keyof Click, "page"> | "page.path" | "page.lang", Meaning> = {
  clickedAt: "not visitor data: time of the click",
  toolId: "clickedTool",
  "page.path": "page",
  "page.lang": "language",
};

const SEARCH_FIELDS: Record<keyof Search, Meaning> = {
  searchedAt: "not visitor data: time of the search",
  term: "searchTerm",
  lang: "language",
  results: "not visitor data: how many tools the search found",
};

// Records whose every field holds a value no other field holds, so a stored value tells which field it came from.
// Each is a value the normaliser keeps as it is (a real page, a two-letter country, a known browser and system
// family, a catalogue tool), so what is stored is the record's own value.
const VISIT: Visit = {
  visitedAt: "2026-03-04T05:06:07.000Z",
  page: "/contact",
  lang: "he",
  country: "NZ",
  browser: "Firefox",
  device: "tablet",
  os: "Linux",
  referrerDomain: "referrer.example",
  campaign: { source: "source-sentinel", medium: "medium-sentinel", campaign: "campaign-sentinel" },
  visitorHash: "hash-sentinel",
};
const CLICK: Click = {
  clickedAt: "2026-03-04T05:06:08.000Z",
  toolId: "chatgpt",
  page: { lang: "fr", path: "/tools" },
};
const SEARCH: Search = { searchedAt: "2026-03-04T05:06:09.000Z", term: "term sentinel", lang: "zh", results: 7 };

/** A record's fields by dotted name (`campaign.source`), with their values. */
function fieldsOf(record: object, prefix = ""): [string, unknown][] {
  return Object.entries(record).flatMap(([key, value]): [string, unknown][] =>
    value && typeof value === "object" ? fieldsOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Captures the data points a dataset is given, in place of the Analytics Engine binding (it cannot be read locally). */
function recorder() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, dataset: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point ?? {}) } };
}

/**
 * What each value of an Analytics Engine data point holds, found by the record field it equals (an index may be a
 * field cut to 96 bytes). A double may also be the constant 1: a count of one. A value from no field fails.
 */
function meaningsOfPoint(point: AnalyticsEngineDataPoint, record: object, meanings: Record<string, Meaning>) {
  const fields = fieldsOf(record);
  const fieldOf = (value: unknown, where: string) => {
    const field = fields.find(
      ([, v]) => v === value || (where.startsWith("index") && String(v).startsWith(String(value))),
    );
    expect(field, `${where} = ${String(value)} comes from no field of the record`).toBeDefined();
    return field?.[0] ?? "";
  };
  return [
    ...(point.blobs ?? []).map((blob, i) => meanings[fieldOf(blob, `blob${i + 1}`)]),
    ...(point.indexes ?? []).map((index, i) => meanings[fieldOf(index, `index${i + 1}`)]),
    ...(point.doubles ?? [])
      .filter((double) => double !== 1)
      .map((double, i) => meanings[fieldOf(double, `double${i + 1}`)]),
  ];
}

beforeEach(async () => {
  await env.DB.batch(Object.keys(COLUMNS).map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("every stored analytics field is a dimension of the list the privacy page names", () => {
  it("the record fields are each unique, so a stored value names its field", () => {
    for (const record of [VISIT, CLICK, SEARCH]) {
      const values = fieldsOf(record).map(([, value]) => value);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  for (const [table, meanings] of Object.entries(COLUMNS)) {
    it(`the columns of ${table}`, async () => {
      const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
      const columns = results.map((column) => column.name);
      // A column missing from COLUMNS is stored data nobody has said is a dimension or not visitor data.
      const unlisted = columns.filter((column) => !(column in meanings));
      expect(unlisted, `${table}: give these columns their dimension (or mark them) in COLUMNS`).toEqual([]);
      expect(
        Object.keys(meanings).filter((column) => !columns.includes(column)),
        `${table}: no such columns`,
      ).toEqual([]);
      for (const [column, meaning] of Object.entries(meanings)) {
        expect(isKnown(meaning), `${table}.${column}: ${meaning}`).toBe(true);
      }
    });
  }

  it("the roll-ups of visit_daily, and the values a recorded visit writes into them", async () => {
    for (const dim of Object.values(DIM)) expect(ROLLUPS[dim], `roll-up ${dim}`).toBeDefined();
    await storeVisit({ ...env, VISITS: recorder().dataset }, VISIT);
    const { results } = await env.DB.prepare("SELECT dim, value FROM visit_daily").all<{
      dim: string;
      value: string;
    }>();
    // A first view of the day from a campaign link writes every roll-up.
    expect(new Set(results.map((row) => row.dim))).toEqual(new Set(Object.values(DIM)));
    const sentinel = Object.fromEntries(fieldsOf(VISIT)) as Record<VisitField, string>;
    for (const { dim, value } of results) {
      const dimensions = ROLLUPS[dim as keyof typeof ROLLUPS];
      expect(dimensions, `roll-up ${dim} is not in ROLLUPS`).toBeDefined();
      // Once the values of its dimensions are taken out, only the encoding's punctuation may be left.
      let rest = value;
      const ownFields = (Object.keys(VISIT_FIELDS) as VisitField[])
        .filter((field) => dimensions?.includes(VISIT_FIELDS[field] as AnalyticsDimension))
        .sort((a, b) => sentinel[b].length - sentinel[a].length);
      for (const field of ownFields) rest = rest.replace(sentinel[field], "");
      expect(rest, `roll-up ${dim} = ${value} holds more than ${dimensions?.join(", ")}`).toMatch(/^[[\]",]*$/);
    }
  });

  it("the Analytics Engine data points of a visit, a click and a search", async () => {
    const visits = recorder();
    const clicks = recorder();
    const searches = recorder();
    const bindings = { ...env, VISITS: visits.dataset, CLICKS: clicks.dataset, SEARCHES: searches.dataset };
    await storeVisit(bindings, VISIT);
    await storeClick(bindings, CLICK);
    await storeSearch(bindings, SEARCH);
    const stored = [
      [visits.points, VISIT, VISIT_FIELDS],
      [clicks.points, CLICK, CLICK_FIELDS],
      [searches.points, SEARCH, SEARCH_FIELDS],
    ] as const;
    for (const [points, record, meanings] of stored) {
      expect(points).toHaveLength(1);
      for (const meaning of meaningsOfPoint(points[0] ?? {}, record, meanings)) {
        expect(isKnown(meaning), String(meaning)).toBe(true);
      }
    }
  });

  it("and every dimension of the list is stored somewhere (the page names nothing that is not kept)", () => {
    const stored = new Set<Meaning>([
      ...Object.values(COLUMNS).flatMap((meanings) => Object.values(meanings)),
      ...Object.values(ROLLUPS).flat(),
    ]);
    for (const dimension of ANALYTICS_DIMENSIONS) expect(stored.has(dimension), dimension).toBe(true);
  });
});

/** True for a dimension of the list or a field marked as not visitor data; anything else fails its test. */
function isKnown(meaning: Meaning | undefined): boolean {
  if (meaning === undefined) return false;
  return meaning.startsWith("not visitor data: ") || (ANALYTICS_DIMENSIONS as readonly string[]).includes(meaning);
}

type Tree = { [key: string]: Tree | string };
const locales = import.meta.glob<Tree>("../../public/locales/*/common.json", { eager: true, import: "default" });
const keptText = (lang: LanguageCode) => {
  const privacy = locales[`../../public/locales/${lang}/common.json`]?.privacy as Tree;
  return ((privacy.sections as Tree).collected as Tree).kept as string;
};

describe("the privacy page's keeping times", () => {
  // Each retention setting of wrangler.toml (`*_RETENTION_DAYS`) is a number of days the page states.
  const settings = Object.entries(env).filter(([name]) => name.endsWith("_RETENTION_DAYS"));

  it("are those of the retention settings, in every language", () => {
    expect(settings.map(([name]) => name)).toContain("VISIT_RETENTION_DAYS");
    for (const lang of LANGUAGE_CODES) {
      for (const [name, days] of settings) {
        expect(keptText(lang), `${lang}: ${name} = ${String(days)}`).toMatch(
          new RegExp(`(^|\\D)${String(days)}(\\D|$)`),
        );
      }
    }
  });
});
