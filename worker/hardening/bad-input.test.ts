import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { signIn } from "../test/admin-session";
import { solvedSignupProof } from "../test/vote-proof";

/**
 * Bad input over every API endpoint (table-driven): each case answers a 4xx JSON error with a message,
 * never a 5xx, and leaves every table as it was (checked by counting rows).
 */
const ORIGIN = "http://localhost";
const TABLES = [
  "votes",
  "tool_stats",
  "daily_vote_networks",
  "daily_vote_allocations",
  "spent_vote_challenges",
  "subscribers",
  "daily_mail_totals",
  "daily_mail_networks",
  "visits",
  "visit_daily",
  "daily_visitors",
  "clicks",
  "click_daily",
  "search_daily",
] as const;

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
      return [table, row?.n ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let ip = 0;
function send(
  method: string,
  path: string,
  init: { type?: string | null; body?: BodyInit; headers?: HeadersInit } = {},
) {
  ip += 1;
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  headers.set("CF-Connecting-IP", `203.0.113.${ip % 250}`);
  headers.set(
    "User-Agent",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  );
  if (init.type !== null) headers.set("Content-Type", init.type ?? "application/json");
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: init.body }));
}

async function expectCleanRefusal(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers.get("Content-Type"), label).toMatch(/application\/json/);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.message.length, label).toBeGreaterThan(5);
}

/**
 * A solved proof of work for the signups below, so that each is refused for its bad input alone and not for a missing
 * proof (a signup without one is refused too). None of them is accepted, so it is never spent.
 */
const SIGNUP_PROOF = await solvedSignupProof();

/** The JSON endpoints and a body each accepts. */
const BODY_ENDPOINTS: { name: string; path: string; valid: Record<string, unknown> }[] = [
  {
    name: "subscribe",
    path: "/api/subscribe",
    valid: { email: "reader@example.com", language: "en", source: "home", proof: SIGNUP_PROOF },
  },
  { name: "vote", path: "/api/tools/chatgpt/vote", valid: { rating: 4 } },
  { name: "login", path: "/api/admin/login", valid: { username: "someone", password: "a password" } },
  { name: "visit", path: "/api/visits", valid: { path: "/tools" } },
  { name: "click", path: "/api/clicks", valid: { toolId: "chatgpt", page: "/tools" } },
  { name: "search", path: "/api/searches", valid: { term: "video", language: "en", results: 1 } },
];

const each = (valid: Record<string, unknown>, value: unknown) =>
  Object.fromEntries(Object.keys(valid).map((key) => [key, value]));

/** Payloads that are JSON of the right shape but hostile or wrong values in every field. */
const HOSTILE_VALUES: [string, unknown][] = [
  ["numbers", 12345],
  ["objects", { $ne: null }],
  ["arrays", ["a", "b"]],
  ["nulls", null],
  ["booleans", true],
  ["empty strings", ""],
  ["whitespace", "   "],
  ["a 3,000-character string", "x".repeat(3000)],
  ["SQL metacharacters", "' OR '1'='1'; DROP TABLE subscribers; --"],
  ["HTML and script", '<script>alert("x")</script><img src=x onerror=alert(1)>'],
  ["right-to-left and other Unicode", "\u202Eمرحبا שלום 👋🏽 \u0000\u0007"],
  ["path traversal", "../../../etc/passwd"],
];

function badBodies(valid: Record<string, unknown>): [string, { type?: string | null; body?: BodyInit }][] {
  const json = JSON.stringify(valid);
  return [
    ["malformed JSON", { body: json.slice(0, -3) }],
    ["form encoding sent as JSON", { body: "email=a%40b.c&rating=5" }],
    ["an empty body", { body: "" }],
    ["JSON null", { body: "null" }],
    ["a JSON array", { body: `[${json}]` }],
    ["a JSON string", { body: '"hello"' }],
    ["no content type", { type: null, body: json }],
    ["text/plain", { type: "text/plain", body: json }],
    ["form content type", { type: "application/x-www-form-urlencoded", body: json }],
    ["multipart content type", { type: "multipart/form-data; boundary=x", body: json }],
    ["missing fields", { body: "{}" }],
    ["an extra field", { body: JSON.stringify({ ...valid, isAdmin: true }) }],
    ["a body over the limit", { body: JSON.stringify({ ...valid, padding: "x".repeat(10_000) }) }],
    ["invalid UTF-8", { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) }],
    ...HOSTILE_VALUES.map(
      ([label, value]) =>
        [`every field ${label}`, { body: JSON.stringify(each(valid, value)) }] as [string, { body: string }],
    ),
  ];
}

describe.each(BODY_ENDPOINTS)("POST $path refuses bad input and stores nothing", ({ path, valid }) => {
  it.each(badBodies(valid))("%s", async (label, init) => {
    const before = await counts();
    const res = await send("POST", path, init);
    await expectCleanRefusal(res, label);
    expect(await counts(), label).toEqual(before);
  });
});

/** A body sent in small chunks with no declared length, so its size is only known while reading it. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 512) controller.enqueue(bytes.slice(i, i + 512));
      controller.close();
    },
  });
}

describe("a body over the limit is 413 whatever the endpoint, and stores nothing", () => {
  const oversized = (valid: Record<string, unknown>) => JSON.stringify({ ...valid, padding: "x".repeat(10_000) });
  const ways: [string, (valid: Record<string, unknown>) => { body: BodyInit; headers?: HeadersInit }][] = [
    ["with its length declared", (valid) => ({ body: oversized(valid) })],
    ["streamed in chunks with no declared length", (valid) => ({ body: chunked(oversized(valid)) })],
    [
      "with an understated Content-Length",
      (valid) => ({ body: oversized(valid), headers: { "Content-Length": "20" } }),
    ],
  ];
  it.each(ways)("%s", async (_, make) => {
    for (const { path, valid } of BODY_ENDPOINTS) {
      const before = await counts();
      const res = await send("POST", path, make(valid));
      expect(res.status, path).toBe(413);
      await expectCleanRefusal(res, path);
      expect(await counts(), path).toEqual(before);
    }
  });

  it("a huge streamed body is cut off once past the limit, not read whole", async () => {
    for (const { path } of BODY_ENDPOINTS) {
      // 64 MB on offer, produced only as the Worker asks for it.
      let pulled = 0;
      const chunk = new TextEncoder().encode(`{"padding":"${"x".repeat(1024)}`);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          if (pulled > 64 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const res = await send("POST", path, { body: endless });
      expect(res.status, path).toBe(413);
      expect(pulled, path).toBeLessThan(64 * 1024);
    }
  });

  it("a streamed body under the limit is read whole and accepted", async () => {
    const proof = await solvedSignupProof();
    const res = await send("POST", "/api/subscribe", {
      body: chunked(JSON.stringify({ email: "chunked@example.com", language: "en", source: "home", proof })),
    });
    expect(res.status).toBe(201);
    const rows = await env.DB.prepare("SELECT status FROM subscribers WHERE email = 'chunked@example.com'").all();
    expect(rows.results).toEqual([{ status: "pending" }]);
  });
});

describe("ids and query parameters", () => {
  const ids = [
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "chatgpt%00",
    "chatgpt'%20OR%20'1'%3D'1",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "x".repeat(2000),
    "%F0%9F%91%8B",
    "%E2%80%AE",
  ];
  it.each(ids)("tool id %s is a 404 JSON error on every ratings endpoint", async (id) => {
    const before = await counts();
    for (const [method, suffix, body] of [
      ["GET", "stats", undefined],
      ["GET", "user-vote", undefined],
      ["POST", "vote", JSON.stringify({ rating: 5 })],
    ] as const) {
      const res = await send(method, `/api/tools/${id}/${suffix}`, { body });
      await expectCleanRefusal(res, `${method} ${suffix}`);
      expect(res.status).toBe(404);
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["not a date", "?startDate=yesterday&endDate=today"],
    ["SQL in a date", "?startDate=2026-01-01'%20OR%201=1--&endDate=2026-01-02"],
    ["impossible date", "?startDate=2026-02-31&endDate=2026-03-01"],
    ["start after end", "?startDate=2026-03-02&endDate=2026-03-01"],
    ["repeated parameter", "?startDate=2026-01-01&startDate=2026-02-01&endDate=2026-03-01"],
    ["an empty date", "?startDate=&endDate=2026-03-01"],
    ["oversized parameter", `?startDate=${"9".repeat(5000)}&endDate=2026-03-01`],
    ["script in a parameter", "?startDate=%3Cscript%3E&endDate=2026-03-01"],
    ["a date past what the readers can query", "?endDate=9999-12-31"],
    ["a date before what the readers can query", "?startDate=0001-01-01"],
  ])("analytics, insights and their export with %s are a 400 JSON error", async (label, query) => {
    const cookie = await signIn();
    for (const path of ["/api/admin/analytics", "/api/admin/insights", "/api/admin/insights.csv"]) {
      const res = await send("GET", `${path}${query}`, { headers: { Cookie: cookie }, type: null });
      await expectCleanRefusal(res, `${path} ${label}`);
      expect(res.status, label).toBe(400);
    }
  });

  it.each([
    ["empty", "?token="],
    ["missing", ""],
    ["SQL", "?token='%20OR%201=1--"],
    ["script", "?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["oversized", `?token=${"a".repeat(5000)}`],
    ["repeated", "?token=a&token=b"],
  ])("unsubscribe with a %s token changes nothing", async (label, query) => {
    const before = await counts();
    const res = await send("GET", `/api/unsubscribe${query}`, { type: null });
    expect(res.status, label).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    expect(await counts()).toEqual(before);
    const unsubscribed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM subscribers WHERE status = 'unsubscribed'",
    ).first<{ n: number }>();
    expect(unsubscribed?.n).toBe(0);
  });
});

describe("aliases of public pages", () => {
  const page = (path: string, method = "GET") => {
    ip += 1;
    return exports.default.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        redirect: "manual",
        headers: {
          Accept: "text/html",
          "Sec-Fetch-Dest": "document",
          "CF-Connecting-IP": `198.51.100.${ip % 250}`,
          "User-Agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
        },
      }),
    );
  };

  it.each([
    ["/tools/", "/tools"],
    ["/tools//", "/tools"],
    ["/tools/?q=%3Cscript%3E", "/tools?q=%3Cscript%3E"],
    ["/category/%61i-assistants", "/category/ai-assistants"],
    ["/es/category/%61%69-assistants/", "/es/category/ai-assistants"],
    ["/%70rivacy", "/privacy"],
    ["/ru", "/ru/"],
  ])("%s answers 301 to %s and stores nothing", async (path, location) => {
    const before = await counts();
    for (const method of ["GET", "HEAD"]) {
      const res = await page(path, method);
      expect(res.status, method).toBe(301);
      expect(res.headers.get("Location"), method).toBe(location);
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    "//evil",
    "/%2F%2Fevil",
    "/category%2Fai-assistants",
    "/category/ai-assistants%00",
    "/category/%E0%A4%A",
    "/tools%",
    "/\\evil",
    `/${"a/".repeat(800)}`,
    "/DE/tools",
  ])("%s is no alias: no redirect anywhere, never a 5xx, nothing stored", async (path) => {
    const before = await counts();
    const res = await page(path);
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(301);
    expect(res.headers.get("Location")).toBeNull();
    expect(await counts()).toEqual(before);
  });
});

describe("POST /api/unsubscribe refuses bad input and changes nothing", () => {
  const token = "B".repeat(43);
  const oneClick = "List-Unsubscribe=One-Click";
  const oversized = `${oneClick}&pad=${"x".repeat(10_000)}`;
  const FORM = "application/x-www-form-urlencoded";

  it.each([
    ["a chunked body over the limit", { type: FORM, body: chunked(oversized) }],
    ["an understated Content-Length", { type: FORM, body: oversized, headers: { "Content-Length": "26" } }],
    ["a declared body over the limit", { type: FORM, body: oversized }],
    ["JSON", { body: JSON.stringify({ "List-Unsubscribe": "One-Click" }) }],
    ["no content type", { type: null, body: oneClick }],
    ["text/plain", { type: "text/plain", body: oneClick }],
    ["a repeated one-click field", { type: FORM, body: `${oneClick}&${oneClick}` }],
    ["another value", { type: FORM, body: "List-Unsubscribe=One-Click%00" }],
    ["SQL in the field", { type: FORM, body: "List-Unsubscribe=' OR '1'='1" }],
    ["an extra field", { type: FORM, body: `${oneClick}&token=${token}` }],
    ["a broken multipart body", { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken" }],
  ] as [string, { type?: string | null; body?: BodyInit; headers?: HeadersInit }][])("%s", async (label, init) => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO subscribers (email, status, confirmed_at, unsubscribe_token, language, source) VALUES ('keep@example.com', 'active', ?, ?, 'en', 'home')",
    )
      .bind(new Date().toISOString(), token)
      .run();
    const before = await counts();
    const res = await send("POST", `/api/unsubscribe?token=${token}`, init);
    expect(res.status, label).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    expect(await counts(), label).toEqual(before);
    const keep = await env.DB.prepare("SELECT status FROM subscribers WHERE email = 'keep@example.com'").first();
    expect(keep, label).toEqual({ status: "active" });
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE status = 'unsubscribed'").first<{
      n: number;
    }>();
    expect(left?.n, label).toBe(0);
  });

  it.each([
    ["empty", "?token="],
    ["SQL", "?token='%20OR%201=1--"],
    ["oversized", `?token=${"a".repeat(5000)}`],
    ["repeated", `?token=${token}&token=${token}`],
  ])("a one-click POST with a %s token changes nothing", async (label, query) => {
    const res = await send("POST", `/api/unsubscribe${query}`, { type: FORM, body: oneClick });
    expect(res.status, label).toBe(400);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE status = 'unsubscribed'").first<{
      n: number;
    }>();
    expect(left?.n, label).toBe(0);
  });
});
