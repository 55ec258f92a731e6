import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { apiErrorSchema } from "@common/api/errors";
import { MAX_SEARCH_RESULTS } from "@common/api/insights";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withinReportLimit } from "../analytics/record-events";
import worker from "../index";
import { signIn } from "../test/admin-session";
import { testIp } from "../test/test-ip";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "http://localhost";

let ipCounter = 500_000;
const nextIp = () => testIp(++ipCounter);

/**
 * Sends a report the way the page does: `navigator.sendBeacon(url, new Blob([json], { type: "application/json" }))`
 * (the Blob's type becomes the Content-Type; the browser adds Origin), and waits for the write after the answer.
 */
async function report(
  path: "/api/clicks" | "/api/searches",
  body: unknown,
  headers: Record<string, string> = {},
  bindings: Partial<Env> = {},
) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { Origin: ORIGIN, "User-Agent": CHROME, "CF-Connecting-IP": nextIp(), ...headers },
      body: typeof body === "string" ? body : new Blob([JSON.stringify(body)], { type: "application/json" }),
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function stored(table: "clicks" | "click_daily" | "search_daily") {
  return (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all<Record<string, unknown>>()).results;
}

const today = () => new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  await env.DB.batch(["clicks", "click_daily", "search_daily"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

/** Uses up a network's allowance of a limiter; waits for a fresh window near a window's end (see analytics.test). */
async function exhaust(limiter: RateLimit, kind: string, ip: string) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
  const request = new Request(ORIGIN, { headers: { "CF-Connecting-IP": ip } });
  // The allowance of both limiters (wrangler.toml) is 60 a minute.
  for (let i = 0; i < 60; i++) await withinReportLimit(limiter, kind, request);
}

describe("POST /api/clicks", () => {
  it("a beacon's click is stored with its tool, page (without language prefix), language and time", async () => {
    const before = new Date().toISOString();
    expect((await report("/api/clicks", { toolId: "chatgpt", page: "/de/tools" })).status).toBe(204);
    expect((await report("/api/clicks", { toolId: "chatgpt", page: "/de/tools/" })).status).toBe(204);
    expect((await report("/api/clicks", { toolId: "chatgpt", page: "/ar/tools/chatgpt" })).status).toBe(204);
    expect((await report("/api/clicks", { toolId: "claude", page: "/tools/claude" })).status).toBe(204);
    const rows = await env.DB.prepare("SELECT clicked_at, tool_id, page, lang FROM clicks ORDER BY id").all<
      Record<string, string>
    >();
    expect(rows.results.map(({ clicked_at: _, ...rest }) => rest)).toEqual([
      { tool_id: "chatgpt", page: "/tools", lang: "de" },
      { tool_id: "chatgpt", page: "/tools", lang: "de" },
      { tool_id: "chatgpt", page: "/tools/chatgpt", lang: "ar" },
      { tool_id: "claude", page: "/tools/claude", lang: "en" },
    ]);
    expect(rows.results.every((r) => (r.clicked_at ?? "") >= before)).toBe(true);
    // The day's counters per tool: all clicks, and those made on the tool's own page.
    expect(await stored("click_daily")).toEqual([
      { day: today(), tool_id: "chatgpt", clicks: 3, tool_page_clicks: 1 },
      { day: today(), tool_id: "claude", clicks: 1, tool_page_clicks: 1 },
    ]);
  });

  it("writes the click to Analytics Engine with the tool as index", async () => {
    const writeDataPoint = vi.fn();
    await report(
      "/api/clicks",
      { toolId: "chatgpt", page: "/es/" },
      {},
      {
        CLICKS: { writeDataPoint } as AnalyticsEngineDataset,
      },
    );
    expect(writeDataPoint).toHaveBeenCalledWith({ blobs: ["chatgpt", "/", "es"], doubles: [1], indexes: ["chatgpt"] });
  });

  it.each([
    ["an unknown tool", { toolId: "no-such-tool", page: "/tools" }, 400],
    ["a tool id of another form", { toolId: "Chat GPT", page: "/tools" }, 400],
    ["a tool page of an id of another form", { toolId: "chatgpt", page: "/tools/Chat%20GPT" }, 400],
    ["a page that is not public", { toolId: "chatgpt", page: "/admin" }, 400],
    ["an unknown page", { toolId: "chatgpt", page: "/nowhere" }, 400],
    ["an external URL", { toolId: "chatgpt", page: "https://example.com/tools" }, 400],
    ["a missing page", { toolId: "chatgpt" }, 400],
    ["an extra field", { toolId: "chatgpt", page: "/tools", visitor: "x" }, 400],
    ["a tool id that is not text", { toolId: 7, page: "/tools" }, 400],
    ["a body that is not JSON", "{toolId", 400],
    ["a body over 4 KB", { toolId: "chatgpt", page: `/${"x".repeat(5000)}` }, 413],
  ])("%s is refused and stores nothing", async (_, body, status) => {
    const headers: Record<string, string> = typeof body === "string" ? { "Content-Type": "application/json" } : {};
    const res = await report("/api/clicks", body, headers);
    expect(res.status).toBe(status);
    apiErrorSchema.parse(await res.json());
    expect(await stored("clicks")).toEqual([]);
    expect(await stored("click_daily")).toEqual([]);
  });

  it("a click on a tool that is not published (now) is 400 and stores nothing", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET status = 'archived' WHERE id = 'gemini'").run();
    try {
      const res = await report("/api/clicks", { toolId: "gemini", page: "/tools" });
      expect(res.status).toBe(400);
      expect(await stored("clicks")).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE catalogue_tools SET status = 'published' WHERE id = 'gemini'").run();
    }
  });

  it("a body sent as text/plain is 415 and stores nothing", async () => {
    const res = await report("/api/clicks", JSON.stringify({ toolId: "chatgpt", page: "/tools" }), {
      "Content-Type": "text/plain",
    });
    expect(res.status).toBe(415);
    expect(await stored("clicks")).toEqual([]);
    expect(await stored("click_daily")).toEqual([]);
  });

  it("a click reported from another site is 403 and stores nothing", async () => {
    const res = await report("/api/clicks", { toolId: "chatgpt", page: "/tools" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("forbidden");
    expect(await stored("clicks")).toEqual([]);
    expect(await stored("click_daily")).toEqual([]);
  });

  it("a crawler's or a prefetch's report is answered alike and recorded nowhere", async () => {
    const writeDataPoint = vi.fn();
    const CLICKS = { writeDataPoint } as AnalyticsEngineDataset;
    const body = { toolId: "chatgpt", page: "/tools" };
    expect(
      (await report("/api/clicks", body, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }, { CLICKS }))
        .status,
    ).toBe(204);
    expect((await report("/api/clicks", body, { "Sec-Purpose": "prefetch" }, { CLICKS })).status).toBe(204);
    expect(await stored("clicks")).toEqual([]);
    expect(await stored("click_daily")).toEqual([]);
    expect(writeDataPoint).not.toHaveBeenCalled();
  });

  it("over its allowance a network is 429 and nothing is stored; another network still counts", async () => {
    await exhaust(env.CLICK_LIMITER, "click", "192.0.2.91");
    const res = await report(
      "/api/clicks",
      { toolId: "chatgpt", page: "/tools" },
      { "CF-Connecting-IP": "192.0.2.91" },
    );
    expect(res.status).toBe(429);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("rate_limited");
    expect(await stored("clicks")).toEqual([]);
    expect(await stored("click_daily")).toEqual([]);
    await report("/api/clicks", { toolId: "chatgpt", page: "/tools" }, { "CF-Connecting-IP": "192.0.2.92" });
    expect(await stored("click_daily")).toHaveLength(1);
  }, 30_000);
});

describe("POST /api/searches", () => {
  it("a search is counted per day, language and normalised term, with the latest result count", async () => {
    expect(
      (await report("/api/searches", { term: "  ChatGPT   Alternatives ", language: "fr", results: 3 })).status,
    ).toBe(204);
    expect((await report("/api/searches", { term: "chatgpt alternatives", language: "fr", results: 0 })).status).toBe(
      204,
    );
    expect((await report("/api/searches", { term: "Видео", language: "ru", results: 2 })).status).toBe(204);
    expect(await stored("search_daily")).toEqual([
      { day: today(), lang: "fr", term: "chatgpt alternatives", searches: 2, results: 0 },
      { day: today(), lang: "ru", term: "видео", searches: 1, results: 2 },
    ]);
  });

  it("control and bidi characters are removed from a term before it is counted", async () => {
    const term = "\u202Evideo\u200D\u0000 \u2066editor\u2069";
    expect((await report("/api/searches", { term, language: "en", results: 1 })).status).toBe(204);
    expect(await stored("search_daily")).toEqual([
      { day: today(), lang: "en", term: "video editor", searches: 1, results: 1 },
    ]);
  });

  it.each([
    ["an email address", "jane.doe@example.com"],
    ["an email address typed with spaces", "jane @ example.org"],
    ["a URL", "https://example.com/offer"],
    ["a URL without a scheme", "www.example.com"],
    ["a path on a domain", "example.com/free-credits"],
    ["a phone number", "call +1 (555) 010-9999"],
    ["a phone number without separators", "07700900123"],
  ])("%s is answered like any term and stored nowhere", async (_, term) => {
    const points: AnalyticsEngineDataPoint[] = [];
    const spy = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void (point && points.push(point)) };
    const res = await report("/api/searches", { term, language: "en", results: 0 }, {}, { SEARCHES: spy });
    expect(res.status).toBe(204);
    expect(await stored("search_daily")).toEqual([]);
    expect(points).toEqual([]);
  });

  it("tool names with dots, versions and years are still counted", async () => {
    for (const term of ["character.ai", "gpt 4o", "stable diffusion 3.5", "best ai tools 2026"])
      await report("/api/searches", { term, language: "en", results: 1 });
    expect((await stored("search_daily")).map((row) => row.term)).toEqual([
      "best ai tools 2026",
      "character.ai",
      "gpt 4o",
      "stable diffusion 3.5",
    ]);
  });

  it("terms are kept only as daily counts: the table has no visitor, network or time column", async () => {
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('search_daily') ORDER BY cid").all<{
      name: string;
    }>();
    expect(columns.results.map((c) => c.name)).toEqual(["day", "lang", "term", "searches", "results"]);
  });

  it("writes the search to Analytics Engine with its result count", async () => {
    const writeDataPoint = vi.fn();
    await report(
      "/api/searches",
      { term: "Music", language: "de", results: 4 },
      {},
      {
        SEARCHES: { writeDataPoint } as AnalyticsEngineDataset,
      },
    );
    expect(writeDataPoint).toHaveBeenCalledWith({ blobs: ["music", "de"], doubles: [1, 4], indexes: ["de"] });
  });

  it.each([
    ["a one-letter term", { term: " a ", language: "en", results: 1 }],
    ["a term over 64 characters", { term: "x".repeat(65), language: "en", results: 1 }],
    ["an unknown language", { term: "video", language: "xx", results: 1 }],
    ["a negative result count", { term: "video", language: "en", results: -1 }],
    ["a fractional result count", { term: "video", language: "en", results: 1.5 }],
    ["more results than any catalogue", { term: "video", language: "en", results: MAX_SEARCH_RESULTS + 1 }],
    ["a result count as text", { term: "video", language: "en", results: "3" }],
    ["a missing term", { language: "en", results: 1 }],
    ["an extra field", { term: "video", language: "en", results: 1, visitor: "x" }],
  ])("%s is 400 and stores nothing", async (_, body) => {
    const res = await report("/api/searches", body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("bad_request");
    expect(await stored("search_daily")).toEqual([]);
  });

  it("a search reported from another site is 403 and stores nothing", async () => {
    const res = await report(
      "/api/searches",
      { term: "video", language: "en", results: 1 },
      {
        Origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
    expect(await stored("search_daily")).toEqual([]);
  });

  it("a crawler's search is answered alike and recorded nowhere", async () => {
    const res = await report(
      "/api/searches",
      { term: "video", language: "en", results: 1 },
      {
        "User-Agent": "curl/8.5.0",
      },
    );
    expect(res.status).toBe(204);
    expect(await stored("search_daily")).toEqual([]);
  });

  it("over its allowance a network is 429 and nothing is stored", async () => {
    await exhaust(env.SEARCH_LIMITER, "search", "192.0.2.93");
    const res = await report(
      "/api/searches",
      { term: "video", language: "en", results: 1 },
      {
        "CF-Connecting-IP": "192.0.2.93",
      },
    );
    expect(res.status).toBe(429);
    expect(await stored("search_daily")).toEqual([]);
  }, 30_000);
});

describe("a reported search in the insights CSV", () => {
  it.each([
    ["x;=1+1", "x;'=1+1"],
    // Terms are stored lower-cased.
    ["a;=cmd|' /C calc'!a0", "a;'=cmd|' /c calc'!a0"],
  ])("%j with no results is exported quoted and neutralised after the ;", async (term, exported) => {
    expect((await report("/api/searches", { term, language: "de", results: 0 })).status).toBe(204);
    const cookie = await signIn();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/admin/insights.csv?startDate=${today()}&endDate=${today()}`, {
        headers: { Cookie: cookie },
      }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    const noResults = text.slice(text.indexOf('"Searches with no results"'));
    expect(noResults).toContain(`\r\n"${exported.replace(/"/g, '""')}","1"\r\n`);
    // The stored term never reaches the file as it was typed, anywhere.
    expect(text.toLowerCase()).not.toContain(term.toLowerCase());
  });
});
