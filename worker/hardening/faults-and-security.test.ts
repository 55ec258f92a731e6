import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { apiErrorSchema } from "@common/api/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { solvedProof, solvedSignupProof } from "../test/vote-proof";

/**
 * Faults injected into the bindings (D1, KV, Analytics Engine) and the security rules that hold for every
 * endpoint: foreign origins refused, admin endpoints closed without a session, headers on every HTML answer.
 */
const ORIGIN = "http://localhost";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const NAVIGATE = {
  Accept: "text/html",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "User-Agent": CHROME,
};

async function call(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: ORIGIN, "User-Agent": CHROME, ...headers },
  body: JSON.stringify(body),
});

/** A D1 binding whose every query fails the way a D1 outage does. */
function failingD1(): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const statement: D1PreparedStatement = {
    bind: () => statement,
    first: fail,
    all: fail,
    run: fail,
    raw: fail,
  } as unknown as D1PreparedStatement;
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    dump: fail,
    withSession: () => ({ prepare: () => statement, batch: fail, getBookmark: () => null }),
  } as unknown as D1Database;
}

/** A KV binding whose every call fails. */
function failingKv(): KVNamespace {
  const fail = () => Promise.reject(new Error("KV GET failed: 503 Service Unavailable"));
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace;
}

afterEach(() => vi.restoreAllMocks());

describe("D1 failing", () => {
  it.each([
    ["GET", "/api/tools/stats?ids=chatgpt"],
    ["GET", "/api/tools/chatgpt/stats"],
    ["POST", "/api/tools/chatgpt/vote"],
    ["POST", "/api/subscribe"],
  ])("%s %s answers 503 JSON with a clear message", async (method, path) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // A vote and a signup with a solved proof, so that they reach the storage.
    const body = path.endsWith("vote")
      ? { rating: 5, proof: await solvedProof() }
      : { email: "reader@example.com", proof: await solvedSignupProof() };
    const init = method === "POST" ? json(body, { "CF-Connecting-IP": "198.51.100.77" }) : {};
    const res = await call(path, init, { DB: failingD1() });
    expect(res.status).toBe(503);
    const { error } = apiErrorSchema.parse(await res.json());
    expect(error.message).toMatch(/temporarily unavailable/i);
  });

  it("pages without catalogue data still render, with their content, and log the failed visit write", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/about", "/zh/blog", "/blog/how-to-get-started-with-chatgpt"]) {
      const res = await call(path, { headers: NAVIGATE }, { DB: failingD1() });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).toContain('<div id="root"><');
    }
    expect(errors.mock.calls.flat().join(" ")).toMatch(/D1_ERROR|visit/i);
  });

  it("a catalogue page is the site's own screen with 503 and Retry-After, never an error body, and is not kept", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/de/", "/tools?page=2", "/zh/category/ai-assistants", "/tools/claude"]) {
      const res = await call(path, { headers: NAVIGATE }, { DB: failingD1() });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("Retry-After"), path).toBe("30");
      expect(res.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    expect(errors.mock.calls.flat().join(" ")).toMatch(/catalogue page data unavailable/);
    // Once D1 answers again the same page is there at once: the 503 was not kept.
    const again = await call("/tools?page=2", { headers: NAVIGATE });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("47 of 47 tools found");
  });
});

describe("KV failing", () => {
  it("admin sign-in answers 503 JSON, and the public site is unaffected", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(
      "/api/admin/login",
      json(
        { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
        { "CF-Connecting-IP": "198.51.100.78" },
      ),
      { SESSIONS: failingKv() },
    );
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/temporarily unavailable/i);

    expect((await call("/tools", { headers: NAVIGATE }, { SESSIONS: failingKv() })).status).toBe(200);
    expect((await call("/api/tools/stats?ids=chatgpt", {}, { SESSIONS: failingKv() })).status).toBe(200);
    const ballot = { rating: 4, proof: await solvedProof() };
    const vote = await call("/api/tools/claude/vote", json(ballot, { "CF-Connecting-IP": "198.51.100.79" }), {
      SESSIONS: failingKv(),
    });
    expect(vote.status).toBe(201);
  });
});

describe("cross-site requests", () => {
  const STATE_CHANGING: [string, unknown][] = [
    ["/api/subscribe", { email: "cross@example.com" }],
    ["/api/tools/chatgpt/vote", { rating: 5 }],
    ["/api/admin/login", { username: "a", password: "b" }],
    ["/api/admin/logout", {}],
    ["/api/visits", { path: "/tools" }],
    ["/api/clicks", { toolId: "chatgpt", page: "/tools" }],
    ["/api/searches", { term: "video", language: "en", results: 1 }],
  ];
  it.each(STATE_CHANGING)("POST %s with a foreign Origin is 403 and changes nothing", async (path, fields) => {
    // A signup carries a solved proof, so that only the Origin can be why it is refused (it is not spent).
    const body = path === "/api/subscribe" ? { ...(fields as object), proof: await solvedSignupProof() } : fields;
    const stored =
      "SELECT (SELECT COUNT(*) FROM votes) + (SELECT COUNT(*) FROM subscribers) + (SELECT COUNT(*) FROM daily_mail_totals) + (SELECT COUNT(*) FROM spent_vote_challenges) + (SELECT COUNT(*) FROM visits) + (SELECT COUNT(*) FROM clicks) + (SELECT COUNT(*) FROM click_daily) + (SELECT COUNT(*) FROM search_daily) AS n";
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const before = await env.DB.prepare(stored).first<{ n: number }>();
      const res = await call(path, json(body, { Origin: origin, "CF-Connecting-IP": "198.51.100.80" }));
      expect(res.status, `${path} from ${origin}`).toBe(403);
      expect(apiErrorSchema.parse(await res.json()).error.code, `${path} from ${origin}`).toBe("forbidden");
      const after = await env.DB.prepare(stored).first<{ n: number }>();
      expect(after?.n).toBe(before?.n);
    }
  });
});

// Every admin endpoint refusing a caller without a session is checked over the route table in
// worker/auth/require-admin.test.ts.
describe("admin sign-in from a stranger", () => {
  it("a wrong username and a wrong password get the same answer (no account discovery)", async () => {
    const wrongUser = await call(
      "/api/admin/login",
      json({ username: "nobody-here", password: "whatever-1" }, { "CF-Connecting-IP": "198.51.100.81" }),
    );
    const wrongPassword = await call(
      "/api/admin/login",
      json({ username: env.ADMIN_USERNAME, password: "whatever-1" }, { "CF-Connecting-IP": "198.51.100.82" }),
    );
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(await wrongUser.json()).toEqual(await wrongPassword.json());
  });

  it("login throttling engages after repeated failures from one address", async () => {
    const statuses: number[] = [];
    // LOGIN_LIMITER allows 10 attempts a minute per network; 22 cross two windows' worth whatever the timing.
    for (let i = 0; i < 22 && !statuses.includes(429); i++) {
      const res = await call(
        "/api/admin/login",
        json({ username: env.ADMIN_USERNAME, password: `wrong-${i}` }, { "CF-Connecting-IP": "198.51.100.90" }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    // Even the right password is refused while the network is over its limit.
    const right = await call(
      "/api/admin/login",
      json(
        { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
        { "CF-Connecting-IP": "198.51.100.90" },
      ),
    );
    expect(right.status).toBe(429);
  });
});

describe("headers on every HTML answer (HTTP Observatory rules)", () => {
  it.each(["/", "/ar/tools", "/blog/how-to-get-started-with-chatgpt", "/admin", "/no-such-page"])(
    "%s",
    async (path) => {
      const res = await call(path, { headers: NAVIGATE });
      const h = res.headers;
      const csp = h.get("Content-Security-Policy") ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      const hsts = /max-age=(\d+)/.exec(h.get("Strict-Transport-Security") ?? "");
      expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(h.get("Strict-Transport-Security")).toMatch(/includeSubDomains/);
      expect(h.get("X-Content-Type-Options")).toBe("nosniff");
      expect(h.get("X-Frame-Options")).toBe("DENY");
      expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(h.get("X-Powered-By")).toBeNull();
      expect(h.get("Server") ?? "").not.toMatch(/hono|node|express|\d+\.\d+/i);
      // Every script the page carries has the answer's nonce.
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      const html = await res.text();
      // JSON data blocks are not run and need no nonce; every script that runs has this answer's nonce.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    },
  );
});
