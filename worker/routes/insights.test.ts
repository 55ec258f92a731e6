import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { apiErrorSchema } from "@common/api/errors";
import { type InsightsResponse, insightsResponseSchema, liveResponseSchema, type Period } from "@common/api/insights";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { figuresOf, forgetSettledAggregates, periodAggregate } from "../analytics/d1-period-aggregate";
import { comparedPeriods, shiftDay } from "../analytics/periods";
import { aggregateDays } from "../db/analytics/rollup-reads";
import worker from "../index";
import { signIn } from "../test/admin-session";
import { parseCsv } from "../test/parse-csv";
import { storeTestVisit } from "../test/stored-visit";

let cookie = "";

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function insights(query = ""): Promise<InsightsResponse> {
  const res = await get(`/api/admin/insights${query}`);
  expect(res.status).toBe(200);
  return insightsResponseSchema.parse(await res.json());
}

/** Clicks of a tool on a day, of which `onToolPage` were made on the tool's own page. */
async function click(day: string, toolId: string, clicks: number, onToolPage: number) {
  await env.DB.prepare(
    "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + ?3, tool_page_clicks = tool_page_clicks + ?4",
  )
    .bind(day, toolId, clicks, onToolPage)
    .run();
}

async function search(day: string, lang: string, term: string, searches: number, results: number) {
  await env.DB.prepare("INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, ?, ?, ?, ?)")
    .bind(day, lang, term, searches, results)
    .run();
}

let subscriber = 0;
/**
 * A signup at `at`, confirmed a minute later unless still pending. A signup counts once confirmed, also when the
 * address has unsubscribed since; a pending one does not count.
 */
async function signup(at: string, status: "active" | "unsubscribed" | "pending" = "active") {
  subscriber++;
  const confirmedAt = status === "pending" ? null : new Date(Date.parse(at) + 60_000).toISOString();
  await env.DB.prepare(
    "INSERT INTO subscribers (email, subscribed_at, status, confirmed_at, unsubscribe_token) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(`reader${subscriber}@example.com`, at, status, confirmedAt, `token-${subscriber}`)
    .run();
}

/**
 * Known data around a month boundary: the period 2026-10-25..2026-11-03 (10 days) and its previous period
 * 2026-10-15..2026-10-24. Times at the very edges of UTC days test that each lands on its own day.
 */
beforeAll(async () => {
  cookie = await signIn();
  // Previous period: 3 visits by 2 visitors, one signup.
  await storeTestVisit({ visitedAt: "2026-10-15T00:00:00.000Z", page: "/", visitorHash: "p1" });
  await storeTestVisit({ visitedAt: "2026-10-24T23:59:59.999Z", page: "/tools", visitorHash: "p2" });
  await storeTestVisit({ visitedAt: "2026-10-24T23:59:59.999Z", page: "/", visitorHash: "p2" });
  await signup("2026-10-24T23:59:59.999Z");
  // Before both periods: not counted anywhere but 'all time'.
  await storeTestVisit({ visitedAt: "2026-10-14T23:59:59.999Z", page: "/", visitorHash: "old" });

  // The period: 6 visits by 4 daily visitors (v1 twice on one day, v1b is v1's hash on another day).
  await storeTestVisit({
    visitedAt: "2026-10-25T00:00:00.000Z",
    page: "/tools/chatgpt",
    visitorHash: "v1",
    lang: "de",
    device: "mobile",
    os: "Android",
    campaign: { source: "newsletter", medium: "email", campaign: "=launch" },
  });
  await storeTestVisit({ visitedAt: "2026-10-25T08:00:00.000Z", page: "/", visitorHash: "v1", lang: "de" });
  await storeTestVisit({
    visitedAt: "2026-10-31T23:59:59.999Z",
    page: "/tools/chatgpt",
    visitorHash: "v2",
    lang: "ar",
    device: "tablet",
    os: "iOS",
  });
  await storeTestVisit({ visitedAt: "2026-11-01T00:00:00.000Z", page: "/", visitorHash: "v1b" });
  await storeTestVisit({ visitedAt: "2026-11-03T12:00:00.000Z", page: "/tools/claude", visitorHash: "v3" });
  await storeTestVisit({ visitedAt: "2026-11-03T23:59:59.999Z", page: "/tools/chatgpt", visitorHash: "v3" });
  await signup("2026-10-25T00:00:00.000Z");
  await signup("2026-11-03T23:59:59.999Z", "unsubscribed");
  // Never confirmed: not a signup.
  await signup("2026-10-30T12:00:00.000Z", "pending");
  // After the period.
  await storeTestVisit({ visitedAt: "2026-11-04T00:00:00.000Z", page: "/", visitorHash: "late" });
  await signup("2026-11-04T00:00:00.000Z");

  await click("2026-10-25", "chatgpt", 2, 2);
  await click("2026-11-03", "chatgpt", 5, 0);
  await click("2026-11-03", "claude", 1, 1);
  await click("2026-10-20", "claude", 4, 0);
  await search("2026-10-26", "en", "video editor", 3, 2);
  await search("2026-11-02", "fr", "video editor", 1, 0);
  await search("2026-11-02", "en", "=cmd|' /C calc'!A0", 2, 0);
  await search("2026-11-03", "en", "music", 1, 4);
  await search("2026-10-20", "en", "old term", 7, 0);
});

describe("GET /api/admin/insights", () => {
  it("compares a period across a month boundary with the 10 days before it", async () => {
    const answer = await insights("?startDate=2026-10-25&endDate=2026-11-03");
    expect(answer.period).toEqual({ startDate: "2026-10-25", endDate: "2026-11-03" });
    expect(answer.previousPeriod).toEqual({ startDate: "2026-10-15", endDate: "2026-10-24" });
    expect(answer.totals).toEqual({
      visits: 6,
      uniqueVisitors: 4,
      clicks: 8,
      searches: 7,
      signups: 2,
      conversionRate: 0.5,
    });
    expect(answer.previousTotals).toEqual({
      visits: 3,
      uniqueVisitors: 2,
      clicks: 4,
      searches: 7,
      signups: 1,
      conversionRate: 0.5,
    });
  });

  it("has every day of both periods, zeros included, aligned index by index", async () => {
    const answer = await insights("?startDate=2026-10-25&endDate=2026-11-03");
    expect(answer.daily.map((d) => d.date)).toEqual([
      "2026-10-25",
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
    ]);
    expect(answer.daily[0]).toEqual({ date: "2026-10-25", homepageViews: 1, visits: 2, signups: 1 });
    expect(answer.daily[1]).toEqual({ date: "2026-10-26", homepageViews: 0, visits: 0, signups: 0 });
    // The address stored that day is still pending.
    expect(answer.daily[5]).toEqual({ date: "2026-10-30", homepageViews: 0, visits: 0, signups: 0 });
    // 23:59:59.999 is still its own day; 00:00:00 is the next one.
    expect(answer.daily[6]).toMatchObject({ date: "2026-10-31", visits: 1, homepageViews: 0 });
    expect(answer.daily[7]).toMatchObject({ date: "2026-11-01", visits: 1, homepageViews: 1 });
    expect(answer.daily[9]).toEqual({ date: "2026-11-03", homepageViews: 0, visits: 2, signups: 1 });
    expect(answer.previousDaily?.map((d) => d.date)).toEqual([
      "2026-10-15",
      "2026-10-16",
      "2026-10-17",
      "2026-10-18",
      "2026-10-19",
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
      "2026-10-24",
    ]);
    expect(answer.previousDaily?.[0]).toEqual({ date: "2026-10-15", homepageViews: 1, visits: 1, signups: 0 });
    expect(answer.previousDaily?.[9]).toEqual({ date: "2026-10-24", homepageViews: 1, visits: 2, signups: 1 });
  });

  it("lists tools by clicks, named as in the catalogue, with each tool page's click-through rate", async () => {
    const answer = await insights("?startDate=2026-10-25&endDate=2026-11-03");
    expect(answer.topTools).toEqual([
      // 2 of its 7 clicks were made on its own page, which was viewed 3 times (in German, Arabic and English).
      { toolId: "chatgpt", name: "ChatGPT", clicks: 7, toolPageViews: 3, toolPageClicks: 2, clickThroughRate: 2 / 3 },
      { toolId: "claude", name: "Claude", clicks: 1, toolPageViews: 1, toolPageClicks: 1, clickThroughRate: 1 },
    ]);
  });

  it("lists searches with the latest result count, and those that found nothing", async () => {
    const answer = await insights("?startDate=2026-10-25&endDate=2026-11-03");
    expect(answer.topSearches).toEqual([
      { term: "video editor", searches: 4, results: 0 },
      { term: "=cmd|' /C calc'!A0", searches: 2, results: 0 },
      { term: "music", searches: 1, results: 4 },
    ]);
    expect(answer.zeroResultSearches).toEqual([
      { term: "video editor", searches: 4 },
      { term: "=cmd|' /C calc'!A0", searches: 2 },
    ]);
  });

  it("lists languages, devices, systems, campaigns and entry pages", async () => {
    const answer = await insights("?startDate=2026-10-25&endDate=2026-11-03");
    expect(answer.languages).toEqual([
      { language: "en", visits: 3 },
      { language: "de", visits: 2 },
      { language: "ar", visits: 1 },
    ]);
    expect(answer.devices).toEqual([
      { device: "desktop", visits: 4 },
      { device: "mobile", visits: 1 },
      { device: "tablet", visits: 1 },
    ]);
    expect(answer.operatingSystems).toEqual([
      { os: "Windows", visits: 4 },
      { os: "Android", visits: 1 },
      { os: "iOS", visits: 1 },
    ]);
    expect(answer.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "=launch", visits: 1 }]);
    expect(answer.entryPages).toEqual([
      { page: "/tools/chatgpt", entries: 2 },
      { page: "/", entries: 1 },
      { page: "/tools/claude", entries: 1 },
    ]);
  });

  it("'all time' is compared with nothing and its chart runs from the first day with data to today", async () => {
    const answer = await insights();
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.period).toEqual({ startDate: null, endDate: today });
    expect(answer.previousPeriod).toBeNull();
    expect(answer.previousTotals).toBeNull();
    expect(answer.previousDaily).toBeNull();
    expect(answer.totals.visits).toBe(11);
    expect(answer.daily[0]?.date).toBe("2026-10-14");
    expect(answer.daily.at(-1)?.date).toBe(today);
  });

  it("a range with only an end is 'all time' up to that day", async () => {
    const answer = await insights("?endDate=2026-10-24");
    expect(answer.period).toEqual({ startDate: null, endDate: "2026-10-24" });
    expect(answer.previousPeriod).toBeNull();
    expect(answer.totals.visits).toBe(4);
    expect(answer.daily.map((d) => d.date)).toEqual(
      Array.from({ length: 11 }, (_, i) => `2026-10-${String(14 + i).padStart(2, "0")}`),
    );
  });

  it("a single day is compared with the day before", async () => {
    const answer = await insights("?startDate=2026-11-01&endDate=2026-11-01");
    expect(answer.previousPeriod).toEqual({ startDate: "2026-10-31", endDate: "2026-10-31" });
    expect(answer.totals.visits).toBe(1);
    expect(answer.previousTotals?.visits).toBe(1);
    expect(answer.totals.conversionRate).toBe(0);
  });

  it("a period without visitors has no conversion rate (null, not 0)", async () => {
    const answer = await insights("?startDate=2026-01-01&endDate=2026-01-31");
    expect(answer.totals).toEqual({
      visits: 0,
      uniqueVisitors: 0,
      clicks: 0,
      searches: 0,
      signups: 0,
      conversionRate: null,
    });
    expect(answer.daily).toHaveLength(31);
    expect(answer.topTools).toEqual([]);
    expect(answer.entryPages).toEqual([]);
  });

  it.each(["?startDate=2026-13-01", "?startDate=2026-11-03&endDate=2026-10-25", "?endDate=2026-01-01&endDate=x"])(
    "%s is 400",
    async (query) => {
      const res = await get(`/api/admin/insights${query}`);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe("bad_request");
    },
  );

  it("with the Analytics Engine reader, visits come from its SQL API and signups still from D1", async () => {
    const sent: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      sent.push(String(init?.body));
      return Response.json({
        data: String(init?.body).includes("COUNT(DISTINCT") ? [{ visits: "9", uniques: "4" }] : [],
      });
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/api/admin/insights?startDate=2026-10-25&endDate=2026-11-03", {
        headers: { Cookie: cookie },
      }),
      { ...env, CF_ACCOUNT_ID: "account", CF_API_TOKEN: "token" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    fetchSpy.mockRestore();
    expect(res.status).toBe(200);
    const answer = insightsResponseSchema.parse(await res.json());
    expect(answer.totals).toMatchObject({ visits: 9, uniqueVisitors: 4, signups: 2, conversionRate: 0.5 });
    expect(answer.previousTotals).toMatchObject({ visits: 9, signups: 1 });
    expect(sent.some((sql) => sql.includes("toDateTime('2026-10-15 00:00:00')"))).toBe(true);
  });

  it("without a session is 401", async () => {
    const res = await worker.fetch(new Request("http://localhost/api/admin/insights"), env, createExecutionContext());
    expect(res.status).toBe(401);
  });
});

describe("settled days are aggregated once, the last two days on every request", () => {
  it("a view today shows at once; a late write to a settled day shows once the kept aggregate is forgotten", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const settledDay = shiftDay(today, -5);
    const range = `?startDate=${shiftDay(today, -6)}&endDate=${today}`;
    const first = await insights(range);
    await storeTestVisit({ visitedAt: `${today}T00:00:01.000Z`, page: "/about", visitorHash: "fresh" });
    await storeTestVisit({ visitedAt: `${settledDay}T12:00:00.000Z`, page: "/about", visitorHash: "late" });
    const second = await insights(range);
    expect(second.totals.visits).toBe(first.totals.visits + 1);
    expect(second.daily.at(-1)?.visits).toBe((first.daily.at(-1)?.visits ?? 0) + 1);
    forgetSettledAggregates();
    const third = await insights(range);
    expect(third.totals.visits).toBe(first.totals.visits + 2);
    expect(third.daily.find((d) => d.date === settledDay)?.visits).toBe(1);
  });

  it("adding the kept and the recent aggregates gives what one read of the whole span gives", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await storeTestVisit({
      visitedAt: `${shiftDay(today, -1)}T10:00:00.000Z`,
      page: "/tools/chatgpt",
      visitorHash: "y",
    });
    await search(shiftDay(today, -9), "en", "video editor", 2, 5);
    await search(today, "en", "video editor", 1, 0);
    await click(today, "chatgpt", 3, 1);
    forgetSettledAggregates();
    const range: Period = { startDate: shiftDay(today, -10), endDate: today };
    const split = figuresOf(await periodAggregate(env.DB, range, new Date()), true);
    const whole = figuresOf(await aggregateDays(env.DB, range), true);
    expect(split).toEqual(whole);
    // The latest search of a term is today's: it found nothing.
    expect(split.lists?.zeroResultSearches).toContainEqual({ term: "video editor", searches: 3 });
  });
});

describe("comparedPeriods (SPEC.md §9: UTC dates)", () => {
  const today = new Date("2026-11-24T23:30:00.000Z");
  it("a start without an end runs to today (UTC), compared with as many days before", () => {
    expect(comparedPeriods({ startDate: "2026-11-18" }, today)).toEqual({
      period: { startDate: "2026-11-18", endDate: "2026-11-24" },
      previous: { startDate: "2026-11-11", endDate: "2026-11-17" },
    });
  });

  it("crosses month, year and leap-day boundaries by days", () => {
    expect(comparedPeriods({ startDate: "2027-01-01", endDate: "2027-01-31" }, today).previous).toEqual({
      startDate: "2026-12-01",
      endDate: "2026-12-31",
    });
    expect(comparedPeriods({ startDate: "2028-03-01", endDate: "2028-03-01" }, today).previous).toEqual({
      startDate: "2028-02-29",
      endDate: "2028-02-29",
    });
  });

  it("a start in the future is a period of its own day", () => {
    expect(comparedPeriods({ startDate: "2027-02-01" }, today).period).toEqual({
      startDate: "2027-02-01",
      endDate: "2027-02-01",
    });
  });
});

describe("GET /api/admin/live", () => {
  it("counts the visitors seen in the last 5 minutes, to the minute", async () => {
    const before = liveResponseSchema.parse(await (await get("/api/admin/live")).json()).visitors;
    const now = Date.now();
    await storeTestVisit({ visitedAt: new Date(now - 60_000).toISOString(), page: "/", visitorHash: "live-1" });
    await storeTestVisit({ visitedAt: new Date(now).toISOString(), page: "/tools", visitorHash: "live-2" });
    await storeTestVisit({ visitedAt: new Date(now).toISOString(), page: "/blog", visitorHash: "live-2" });
    // Seen 10 minutes ago only: not live.
    await storeTestVisit({ visitedAt: new Date(now - 10 * 60_000).toISOString(), page: "/", visitorHash: "gone" });
    const res = await get("/api/admin/live");
    expect(res.status).toBe(200);
    expect(liveResponseSchema.parse(await res.json()).visitors - before).toBe(2);
  });
});

describe("GET /api/admin/insights.csv", () => {
  it("downloads the view as one CSV file with a section per list, cells escaped", async () => {
    const res = await get("/api/admin/insights.csv?startDate=2026-10-25&endDate=2026-11-03");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="insights_2026-10-25_2026-11-03.csv"');
    // Read as bytes: text() would drop the byte order mark the file starts with.
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(
      text.startsWith('\uFEFF"Period"\r\n"start_date","end_date","previous_start_date","previous_end_date"\r\n'),
    ).toBe(true);
    // Every cell is quoted.
    expect(
      text
        .slice(1)
        .split("\r\n")
        .filter(Boolean)
        .every((line) => /^".*"$/.test(line)),
    ).toBe(true);
    const lines = parseCsv(text.slice(1)).map((row) => row.join("|"));
    expect(lines).toContain("2026-10-25|2026-11-03|2026-10-15|2026-10-24");
    const titles = parseCsv(text.slice(1))
      .filter((_, i, rows) => i === 0 || rows[i - 1]?.join("") === "")
      .map((row) => row[0])
      .filter(Boolean);
    expect(titles).toEqual([
      "Period",
      "Summary",
      "Daily",
      "Top pages",
      "Top countries",
      "Top browsers",
      "Top referrers",
      "Top tools",
      "Top searches",
      "Searches with no results",
      "Languages",
      "Devices",
      "Operating systems",
      "Campaigns",
      "Entry pages",
    ]);
    expect(text).toContain(
      '"Summary"\r\n"figure","current","previous"\r\n"visits","6","3"\r\n"unique_visitors","4","2"\r\n',
    );
    expect(lines).toContain("conversion_rate|0.5|0.5");
    expect(lines).toContain("2026-10-25|1|2|1|2026-10-15|1|1|0");
    // A visitor's search term and a campaign name that look like formulas are neutralised.
    expect(lines).toContain("'=cmd|' /C calc'!A0|2|0");
    expect(lines).toContain("newsletter|email|'=launch|1");
    expect(lines).toContain("tool_id|clicks|tool_page_views|tool_page_clicks|click_through_rate");
  });

  it("'all time' names its range 'all' in the file name; bad dates are a JSON 400", async () => {
    const res = await get("/api/admin/insights.csv");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="insights_all_${today}.csv"`);
    await res.arrayBuffer();
    const bad = await get("/api/admin/insights.csv?startDate=nope");
    expect(bad.status).toBe(400);
    apiErrorSchema.parse(await bad.json());
  });
});
