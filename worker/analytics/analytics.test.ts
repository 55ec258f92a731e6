import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { analyticsResponseSchema, dailyHomepageViewsSchema } from "@common/api/analytics";
import { apiErrorSchema } from "@common/api/errors";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { signIn } from "../test/admin-session";
import { storeTestVisit } from "../test/stored-visit";
import { testIp } from "../test/test-ip";
import { forgetSettledAggregates } from "./d1-period-aggregate";
import { withinVisitLimit } from "./record-visit";
import { NO_CAMPAIGN } from "./visit";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

// Each visit comes from a network of its own unless a test names one, so the visit limiter (which counts per
// network) only refuses where a test means it to.
let ipCounter = 300_000;
const nextIp = () => testIp(++ipCounter);

/** Calls the Worker and waits for its background work (the visit is written in waitUntil). */
async function visit(path: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, {
      headers: {
        Accept: "text/html",
        "Sec-Fetch-Dest": "document",
        "User-Agent": CHROME,
        "CF-Connecting-IP": nextIp(),
        ...headers,
      },
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function visitRows() {
  return (await env.DB.prepare("SELECT * FROM visits ORDER BY id").all<Record<string, string>>()).results;
}

/** Stores a visit the way the Worker does (row and daily roll-ups in one batch). */
async function insertVisit(at: string, page: string, hash: string, extra: Partial<Record<string, string>> = {}) {
  await storeTestVisit({
    visitedAt: at,
    page,
    visitorHash: hash,
    lang: extra.lang ?? "en",
    country: extra.country ?? "DE",
    browser: extra.browser ?? "Chrome",
    referrerDomain: extra.referrer ?? "direct",
  });
}

beforeEach(async () => {
  // Each test writes its own days: sums kept from another test's rows must not answer for them.
  forgetSettledAggregates();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM visits"),
    env.DB.prepare("DELETE FROM click_daily"),
    env.DB.prepare("DELETE FROM search_daily"),
    env.DB.prepare("DELETE FROM visit_daily"),
    env.DB.prepare("DELETE FROM daily_visitors"),
  ]);
});

describe("visit recording at the edge", () => {
  it("a browser navigation records one visit with page, language, country, browser, referrer and a hash", async () => {
    const res = await visit("/de/tools?utm_source=x", {
      "CF-Connecting-IP": "203.0.113.5",
      Referer: "https://www.google.com/search?q=ai+tools",
    });
    expect(res.status).toBe(200);
    const rows = await visitRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page: "/tools",
      lang: "de",
      country: "Unknown",
      browser: "Chrome",
      referrer_domain: "google.com",
    });
    // No IP and no visitor hash on the row: the day's visitor is counted in daily_visitors only.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        "browser",
        "country",
        "device",
        "id",
        "lang",
        "os",
        "page",
        "referrer_domain",
        "utm_campaign",
        "utm_medium",
        "utm_source",
        "visited_at",
      ].sort(),
    );
    expect(JSON.stringify(rows[0])).not.toContain("203.0.113.5");
    const seen = await env.DB.prepare("SELECT visitor_hash FROM daily_visitors").all<{ visitor_hash: string }>();
    expect(seen.results.map((r) => r.visitor_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it("a referrer from the site itself counts as direct", async () => {
    await visit("/about", { Referer: "http://localhost/tools" });
    expect((await visitRows())[0]?.referrer_domain).toBe("direct");
  });

  it.each([
    ["a crawler", "/tools", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
    ["a prefetch", "/tools", { "Sec-Purpose": "prefetch" }],
    ["the admin screen", "/admin", {}],
    ["the admin screen in German", "/de/admin", {}],
    ["an unknown page", "/no/such/page", {}],
    ["an unknown category", "/category/no-such-category", {}],
    ["a language prefix in capitals (an English not-found page)", "/DE/tools", {}],
    ["an alias of a page (answered with a redirect)", "/category/%61i-assistants", {}],
  ])("%s records nothing", async (_, path, headers) => {
    await visit(path, headers);
    expect(await visitRows()).toHaveLength(0);
  });

  it("HEAD, API calls and assets record nothing", async () => {
    const ctx = createExecutionContext();
    await worker.fetch(
      new Request("http://localhost/tools", { method: "HEAD", headers: { "User-Agent": CHROME } }),
      env,
      ctx,
    );
    await worker.fetch(new Request("http://localhost/api/health", { headers: { "User-Agent": CHROME } }), env, ctx);
    await worker.fetch(
      new Request("http://localhost/images/blog/what-is-ai-600.webp", { headers: { "User-Agent": CHROME } }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await visitRows()).toHaveLength(0);
  });

  it("writes every visit to Analytics Engine with the page as index", async () => {
    const writeDataPoint = vi.fn();
    await visit("/blog", {}, { VISITS: { writeDataPoint } as AnalyticsEngineDataset });
    expect(writeDataPoint).toHaveBeenCalledTimes(1);
    const point = writeDataPoint.mock.calls[0]?.[0];
    expect(point.indexes).toEqual(["/blog"]);
    expect(point.blobs.slice(0, 5)).toEqual(["/blog", "en", "Unknown", "Chrome", "direct"]);
    // Blobs 7–11 were added after the first six, which keep their positions (decision 022).
    expect(point.blobs.slice(6)).toEqual(["desktop", "Windows", "", "", ""]);
  });

  it("a throwing Analytics Engine binding does not break the page, and the error is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      writeDataPoint() {
        throw new Error("AE down");
      },
    } as AnalyticsEngineDataset;
    const res = await visit("/tools", {}, { VISITS: broken });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(errors.mock.calls.flat().join(" ")).toContain("Analytics Engine write failed");
    expect(await visitRows()).toHaveLength(1);
    errors.mockRestore();
  });

  it("the same visitor on the same day is one unique visitor; another browser is another visitor", async () => {
    await visit("/", { "CF-Connecting-IP": "198.51.100.1" });
    await visit("/tools", { "CF-Connecting-IP": "198.51.100.1" });
    await visit("/", { "CF-Connecting-IP": "198.51.100.1", "User-Agent": FIREFOX });
    expect(await visitRows()).toHaveLength(3);
    const seen = await env.DB.prepare("SELECT COUNT(*) AS n FROM daily_visitors").first<{ n: number }>();
    expect(seen?.n).toBe(2);
    const uniques = await env.DB.prepare("SELECT SUM(visits) AS n FROM visit_daily WHERE dim = 'entry'").first<{
      n: number;
    }>();
    expect(uniques?.n).toBe(2);
    const salts = await env.DB.prepare("SELECT COUNT(*) AS n FROM visitor_salts").first<{ n: number }>();
    expect(salts?.n).toBe(1);
  });

  /** Reports a client-side navigation as the SPA does and waits for the background write. */
  async function reportNavigation(body: unknown, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/api/visits", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: "http://localhost",
          "User-Agent": FIREFOX,
          "CF-Connecting-IP": nextIp(),
          ...headers,
        },
        body: JSON.stringify(body),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("POST /api/visits records a client-side navigation with the same fields", async () => {
    const res = await reportNavigation({ path: "/fr/category/video-creation" });
    expect(res.status).toBe(204);
    expect((await visitRows())[0]).toMatchObject({
      page: "/category/video-creation",
      lang: "fr",
      browser: "Firefox",
      referrer_domain: "direct",
    });
  });

  it.each([
    ["/tools/", "/tools", "en"],
    ["/es", "/", "es"],
    ["/category/%61i-assistants", "/category/ai-assistants", "en"],
    ["/de/category/ai-assistant%73/", "/category/ai-assistants", "de"],
  ])("POST /api/visits for %s stores the page as the route table names it (%s)", async (path, page, lang) => {
    expect((await reportNavigation({ path })).status).toBe(204);
    expect(await visitRows()).toMatchObject([{ page, lang }]);
    const daily = await env.DB.prepare("SELECT value FROM visit_daily WHERE dim = 'lang_page'").all<{
      value: string;
    }>();
    expect(daily.results).toEqual([{ value: `${lang}${page}` }]);
  });

  it("POST /api/visits no longer takes a referrer (the app never sent one)", async () => {
    const res = await reportNavigation({ path: "/tools", referrer: "https://duckduckgo.com/" });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/referrer/);
    expect(await visitRows()).toHaveLength(0);
  });

  it.each([
    [{ path: "" }, 400],
    [{ path: "no-slash" }, 400],
    [{ path: "/a b" }, 400],
    [{ path: `/${"x".repeat(600)}` }, 400],
    [{ path: "/../../etc/passwd" }, 400],
    [{ path: "/no-such-page" }, 400],
    [{ path: "/admin" }, 400],
    [{ path: "/tools", extra: true }, 400],
    [{ path: "/category%2Fai-assistants" }, 400],
    [{ path: "/%E0%A4%A" }, 400],
    [{}, 400],
  ])("POST /api/visits with %j is %i and records nothing", async (body, status) => {
    const res = await reportNavigation(body, { "User-Agent": CHROME });
    expect(res.status).toBe(status);
    apiErrorSchema.parse(await res.json());
    expect(await visitRows()).toHaveLength(0);
  });
});

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function rollups(dim: string) {
  return (
    await env.DB.prepare("SELECT day, value, visits FROM visit_daily WHERE dim = ? ORDER BY value")
      .bind(dim)
      .all<{ day: string; value: string; visits: number }>()
  ).results.map(({ value, visits }) => ({ value, visits }));
}

describe("what a page view records beside the page (decision 022)", () => {
  it("the landing URL's campaign, the device and the system; the page is stored without its query", async () => {
    await visit("/es/tools?utm_source=News%20Letter&utm_medium=EMAIL&utm_campaign=%20Spring%09Launch%20&q=chat", {
      "User-Agent": IPHONE,
    });
    expect(await visitRows()).toMatchObject([
      {
        page: "/tools",
        lang: "es",
        browser: "Safari",
        device: "mobile",
        os: "iOS",
        utm_source: "news letter",
        utm_medium: "email",
        utm_campaign: "spring launch",
      },
    ]);
    expect(await rollups("campaign")).toEqual([{ value: '["news letter","email","spring launch"]', visits: 1 }]);
    expect(await rollups("agent")).toEqual([{ value: '["Safari","mobile","iOS"]', visits: 1 }]);
    expect(await rollups("lang_page")).toEqual([{ value: "es/tools", visits: 1 }]);
  });

  it("a campaign field is cut to 64 characters; no utm parameter writes no campaign row", async () => {
    await visit(`/?utm_source=${"a".repeat(100)}`);
    await visit("/about");
    expect(await rollups("campaign")).toEqual([{ value: JSON.stringify(["a".repeat(64), "", ""]), visits: 1 }]);
  });

  it("a client-side navigation carries no campaign (only the landing URL does)", async () => {
    const ctx = createExecutionContext();
    await worker.fetch(
      new Request("http://localhost/api/visits?utm_source=x", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: "http://localhost",
          "User-Agent": CHROME,
          "CF-Connecting-IP": nextIp(),
        },
        body: JSON.stringify({ path: "/tools?utm_source=y" }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await rollups("campaign")).toEqual([]);
  });

  it("the entry page is the first page of a visitor's UTC day; the day's entries are its unique visitors", async () => {
    await insertVisit("2026-05-01T23:50:00.000Z", "/tools", "a");
    await insertVisit("2026-05-01T23:55:00.000Z", "/", "a");
    await insertVisit("2026-05-01T23:56:00.000Z", "/", "b");
    // After midnight (UTC) the same person has a new daily hash, and a new entry.
    await insertVisit("2026-05-02T00:01:00.000Z", "/blog", "a2");
    const entries = await env.DB.prepare(
      "SELECT day, value, visits FROM visit_daily WHERE dim = 'entry' ORDER BY day, value",
    ).all();
    expect(entries.results).toEqual([
      { day: "2026-05-01", value: "/", visits: 1 },
      { day: "2026-05-01", value: "/tools", visits: 1 },
      { day: "2026-05-02", value: "/blog", visits: 1 },
    ]);
  });

  it("a visitor's last-seen minute is rewritten only when it changed", async () => {
    const lastSeen = async () =>
      (
        await env.DB.prepare("SELECT last_seen_minute AS m FROM daily_visitors WHERE visitor_hash = 'a'").first<{
          m: number;
        }>()
      )?.m;
    await insertVisit("2026-05-01T10:00:10.000Z", "/", "a");
    expect(await lastSeen()).toBe(Math.floor(Date.parse("2026-05-01T10:00:00.000Z") / 60_000));
    await insertVisit("2026-05-01T10:03:00.000Z", "/tools", "a");
    expect(await lastSeen()).toBe(Math.floor(Date.parse("2026-05-01T10:03:00.000Z") / 60_000));
  });

  /**
   * The D1 rows one page view writes, as D1 bills them (`meta.rows_written`: table rows and index entries).
   * Before decision 022 a page view ran 8 statements and wrote 12 rows for a visitor new that day and 9 for a
   * returning one (roll-up rows of the day already there). Growth here fails this test.
   */
  it("a page view writes no more D1 rows than before the insights (11 / 8 / 9, was 12 / 9 / 9)", async () => {
    const written = async (at: string, hash: string, campaign = NO_CAMPAIGN) => {
      const results = await storeTestVisit({ visitedAt: at, page: "/tools", campaign, visitorHash: hash });
      return { statements: results.length, rows: results.reduce((sum, r) => sum + r.meta.rows_written, 0) };
    };
    // The day's first view creates its roll-up rows (not the figure: a day has one such view per value).
    await written("2026-05-03T10:00:00.000Z", "first");
    expect(await written("2026-05-03T10:00:01.000Z", "new")).toEqual({ statements: 7, rows: 11 });
    expect(await written("2026-05-03T10:00:30.000Z", "new")).toEqual({ statements: 7, rows: 8 });
    expect(await written("2026-05-03T10:01:00.000Z", "new")).toEqual({ statements: 7, rows: 9 });
    // A landing URL with a campaign adds its counter: still no more than before for a new visitor.
    const campaign = { source: "newsletter", medium: "email", campaign: "spring" };
    await written("2026-05-03T10:02:00.000Z", "other", campaign);
    expect(await written("2026-05-03T10:02:00.000Z", "third", campaign)).toEqual({ statements: 8, rows: 12 });
  });
});

describe("the visit limiter on page views", () => {
  /** The limiter's allowance per network and window (wrangler.toml `VISIT_LIMITER`). */
  const ALLOWANCE = 120;
  // exhaust() may wait up to 15 s for a fresh window.
  const WAIT = 30_000;

  /**
   * Uses up a network's allowance through the real limiter binding. The local limiter counts in windows
   * aligned to the wall clock: near a window's end this waits for the next one, so the test stays inside one.
   */
  async function exhaust(ip: string) {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
    const request = new Request("http://localhost/", { headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < ALLOWANCE; i++) await withinVisitLimit(env, request);
  }

  it(
    "over its allowance a network is still served the page, and nothing is recorded; others still count",
    async () => {
      await exhaust("192.0.2.77");
      const writeDataPoint = vi.fn();
      const limited = await visit(
        "/tools",
        { "CF-Connecting-IP": "192.0.2.77" },
        {
          VISITS: { writeDataPoint } as AnalyticsEngineDataset,
        },
      );
      expect(limited.status).toBe(200);
      expect(await limited.text()).toContain('<div id="root">');
      expect(await visitRows()).toHaveLength(0);
      expect(writeDataPoint).not.toHaveBeenCalled();
      const daily = await env.DB.prepare("SELECT COUNT(*) AS n FROM visit_daily").first<{ n: number }>();
      expect(daily?.n).toBe(0);

      await visit("/tools", { "CF-Connecting-IP": "192.0.2.78" });
      expect(await visitRows()).toHaveLength(1);
    },
    WAIT,
  );

  it(
    "an IPv6 visitor's whole /48 shares one allowance, the next /64 included; another /48 has its own",
    async () => {
      await exhaust("2001:db8:aa:1::1");
      await visit("/about", { "CF-Connecting-IP": "2001:db8:aa:1:ffff:ffff:ffff:fffe" });
      await visit("/about", { "CF-Connecting-IP": "2001:db8:aa:2::1" });
      expect(await visitRows()).toHaveLength(0);
      await visit("/about", { "CF-Connecting-IP": "2001:db8:ab:1::1" });
      expect(await visitRows()).toHaveLength(1);
    },
    WAIT,
  );

  it(
    "client-side navigations spend the same allowance: over it POST /api/visits is 429",
    async () => {
      await exhaust("192.0.2.79");
      const res = await worker.fetch(
        new Request("http://localhost/api/visits", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: "http://localhost",
            "User-Agent": CHROME,
            "CF-Connecting-IP": "192.0.2.79",
          },
          body: JSON.stringify({ path: "/tools" }),
        }),
        env,
        createExecutionContext(),
      );
      expect(res.status).toBe(429);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe("rate_limited");
      expect(await visitRows()).toHaveLength(0);
    },
    WAIT,
  );

  it("bots, the admin screen and not-found pages spend nothing of a network's allowance", async () => {
    const from = { "CF-Connecting-IP": "192.0.2.80" };
    for (let i = 0; i < 3; i++)
      await visit("/blog", { ...from, "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" });
    await visit("/admin", from);
    await visit("/de/admin", from);
    await visit("/no-such-page", from);
    const request = new Request("http://localhost/", { headers: from });
    let granted = 0;
    for (let i = 0; i < ALLOWANCE; i++) if (await withinVisitLimit(env, request)) granted++;
    expect(granted).toBe(ALLOWANCE);
    expect(await visitRows()).toHaveLength(0);
  });
});

describe("GET /api/admin/analytics", () => {
  async function analytics(query = "", cookie?: string) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://localhost/api/admin/analytics${query}`, { headers: { Cookie: cookie ?? (await signIn()) } }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("counts, sorts and lists visits, uniques per day, within inclusive UTC dates", async () => {
    await insertVisit("2026-03-01T00:00:00.000Z", "/", "a", { country: "US", referrer: "google.com" });
    await insertVisit("2026-03-01T10:00:00.000Z", "/tools", "a", { country: "US" });
    await insertVisit("2026-03-01T23:59:59.999Z", "/", "b", { country: "BR", browser: "Safari" });
    await insertVisit("2026-03-02T12:00:00.000Z", "/", "c", { country: "US", referrer: "bing.com" });
    await insertVisit("2026-03-03T00:00:00.000Z", "/blog", "d", { country: "DE" });

    // The same hash on another day is another daily visitor ("uniques are counted per day").
    await insertVisit("2026-03-02T13:00:00.000Z", "/about", "a", { country: "US" });
    const all = analyticsResponseSchema.parse(await (await analytics()).json());
    expect(all.totalVisits).toBe(6);
    expect(all.uniqueVisitors).toBe(5);
    expect(all.pageViews[0]).toEqual({ page: "/", views: 3 });
    expect(all.topCountries[0]).toEqual({ country: "US", visits: 4 });
    expect(all.topReferrers).toEqual([
      { domain: "bing.com", referrals: 1 },
      { domain: "google.com", referrals: 1 },
    ]);
    expect(all.recentVisits.map((v) => v.page)).toEqual(["/blog", "/about", "/", "/", "/tools", "/"]);

    const day1 = analyticsResponseSchema.parse(
      await (await analytics("?startDate=2026-03-01&endDate=2026-03-01")).json(),
    );
    expect(day1.totalVisits).toBe(3);
    expect(day1.uniqueVisitors).toBe(2);
    expect(day1.recentVisits).toHaveLength(3);
    const fromDay2 = analyticsResponseSchema.parse(await (await analytics("?startDate=2026-03-02")).json());
    expect(fromDay2.totalVisits).toBe(3);
    const untilDay2 = analyticsResponseSchema.parse(await (await analytics("?endDate=2026-03-02")).json());
    expect(untilDay2.totalVisits).toBe(5);
  });

  it.each([
    "?startDate=2026-13-01",
    "?startDate=2026-02-30",
    "?endDate=yesterday",
    "?startDate=2026-03-05&endDate=2026-03-01",
    "?startDate=2026-03-01&startDate=2026-03-02",
    "?startDate=' OR 1=1 --",
    "?endDate=9999-12-31",
    "?startDate=1969-12-31",
  ])("%s is 400", async (query) => {
    const res = await analytics(query);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("bad_request");
  });

  it.each(["?endDate=9999-12-31", "?startDate=2026-01-01&endDate=2100-01-01", "?startDate=0001-01-01"])(
    "%s is 400 with the Analytics Engine reader too, before any query is sent",
    async (query) => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`http://localhost/api/admin/analytics${query}`, { headers: { Cookie: await signIn() } }),
        { ...env, CF_ACCOUNT_ID: "account", CF_API_TOKEN: "token" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/between 1970-01-01 and 2099-12-31/);
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    },
  );

  it("the last date the contract allows is a query Analytics Engine accepts (a time, not an error)", async () => {
    const sent: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      sent.push(String(init?.body));
      return Response.json({ data: [] });
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/api/admin/analytics?startDate=1970-01-01&endDate=2099-12-31", {
        headers: { Cookie: await signIn() },
      }),
      { ...env, CF_ACCOUNT_ID: "account", CF_API_TOKEN: "token" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    fetchSpy.mockRestore();
    expect(res.status).toBe(200);
    expect(sent[0]).toContain("timestamp < toDateTime('2100-01-01 00:00:00')");
    expect(sent[0]).toContain("timestamp >= toDateTime('1970-01-01 00:00:00')");
  });

  it("daily home page views cover every day of the span, zeros included, all languages together", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await insertVisit(`${threeDaysAgo}T08:00:00.000Z`, "/", "a", { lang: "de" });
    await insertVisit(`${threeDaysAgo}T09:00:00.000Z`, "/", "b", { lang: "en" });
    await insertVisit(`${today}T09:00:00.000Z`, "/", "c");
    await insertVisit(`${today}T09:00:00.000Z`, "/tools", "c");
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/api/admin/daily-homepage-views", { headers: { Cookie: await signIn() } }),
      env,
      ctx,
    );
    const days = dailyHomepageViewsSchema.parse(await res.json());
    expect(days).toHaveLength(4);
    expect(days[0]).toEqual({ date: threeDaysAgo, views: 2 });
    expect(days[1]?.views).toBe(0);
    expect(days[2]?.views).toBe(0);
    expect(days[3]).toEqual({ date: today, views: 1 });
  });
});
