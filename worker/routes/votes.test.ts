import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { allToolStatsSchema, toolStatsSchema, userVoteResponseSchema, voteResponseSchema } from "@common/api/ratings";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://localhost";
const TOOL = "chatgpt";

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

function cookieOf(res: Response): string {
  const header = res.headers.get("Set-Cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/** A new visitor: first contact issues the voter cookie. */
async function newVisitor(): Promise<string> {
  const res = await call(`/api/tools/${TOOL}/user-vote`);
  const cookie = cookieOf(res);
  expect(cookie).toMatch(/^voter_id=[\w-]{22,}$/);
  return cookie;
}

let ipCounter = 0;
/** A fresh client IP per call unless given, so the per-IP rate limit only engages where a test wants it. */
function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function vote(cookie: string, body: unknown, { tool = TOOL, origin = ORIGIN, raw = false, ip = nextIp() } = {}) {
  return call(`/api/tools/${tool}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie, "CF-Connecting-IP": ip },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

async function voteCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM votes").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("voter cookie", () => {
  it("is issued on first contact: HttpOnly, SameSite=Lax, one year, not Secure over http", async () => {
    const res = await call(`/api/tools/${TOOL}/stats`);
    const header = res.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/voter_id=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).not.toMatch(/Secure/i);
  });

  it("is Secure when served over https, and not reissued to a known visitor", async () => {
    const res = await exports.default.fetch(new Request(`https://example.com/api/tools/${TOOL}/stats`));
    expect(res.headers.get("Set-Cookie") ?? "").toMatch(/Secure/i);
    const cookie = await newVisitor();
    const again = await call(`/api/tools/${TOOL}/stats`, { headers: { Cookie: cookie } });
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("stats and user vote", () => {
  it("a tool with no votes has zero stats and no user vote", async () => {
    const stats = toolStatsSchema.parse(await (await call("/api/tools/claude/stats")).json());
    expect(stats).toEqual({ averageRating: 0, totalVotes: 0 });
    const mine = userVoteResponseSchema.parse(await (await call("/api/tools/claude/user-vote")).json());
    expect(mine.userVote).toBeNull();
  });

  it("unknown tool ids are 404 with the JSON error shape", async () => {
    for (const path of ["/api/tools/no-such-tool/stats", "/api/tools/no-such-tool/user-vote"]) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe("not_found");
    }
    const cookie = await newVisitor();
    const res = await vote(cookie, { rating: 5 }, { tool: "no-such-tool" });
    expect(res.status).toBe(404);
    expect(await voteCount()).toBe(0);
  });
});

describe("POST /api/tools/:id/vote", () => {
  it("records a vote: 201 with the new stats, then the user vote and the batched stats show it", async () => {
    const cookie = await newVisitor();
    const res = await vote(cookie, { rating: 4 }, { tool: "gemini" });
    expect(res.status).toBe(201);
    expect(voteResponseSchema.parse(await res.json())).toEqual({
      averageRating: 4,
      totalVotes: 1,
      userVote: { rating: 4 },
    });
    const mine = userVoteResponseSchema.parse(
      await (await call("/api/tools/gemini/user-vote", { headers: { Cookie: cookie } })).json(),
    );
    expect(mine.userVote).toEqual({ rating: 4 });
    const all = allToolStatsSchema.parse(
      await (await call("/api/tools/stats", { headers: { Cookie: cookie } })).json(),
    );
    expect(all.stats.gemini).toEqual({ averageRating: 4, totalVotes: 1 });
    expect(all.userVotes).toEqual({ gemini: 4 });
    const stranger = allToolStatsSchema.parse(await (await call("/api/tools/stats")).json());
    expect(stranger.userVotes).toEqual({});
    const stored = await env.DB.prepare("SELECT * FROM votes WHERE tool_id = 'gemini'").all();
    expect(Object.keys(stored.results[0] ?? {})).not.toContain("ip");
  });

  it("a second vote by the same visitor is 409 'already'", async () => {
    const cookie = await newVisitor();
    expect((await vote(cookie, { rating: 5 }, { tool: "perplexity" })).status).toBe(201);
    const again = await vote(cookie, { rating: 1 }, { tool: "perplexity" });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.message).toMatch(/already/);
    const stats = toolStatsSchema.parse(await (await call("/api/tools/perplexity/stats")).json());
    expect(stats).toEqual({ averageRating: 5, totalVotes: 1 });
  });

  it.each([
    ["missing rating", {}],
    ["rating 0", { rating: 0 }],
    ["rating 6", { rating: 6 }],
    ["a float", { rating: 4.5 }],
    ["a string", { rating: "5" }],
    ["null", { rating: null }],
    ["an array body", [5]],
  ])("%s is 400 with a clear message and stores nothing", async (_, body) => {
    const cookie = await newVisitor();
    const before = await voteCount();
    const res = await vote(cookie, body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/rating|body/i);
    expect(await voteCount()).toBe(before);
  });

  it("malformed JSON is 400, a non-JSON content type 415, nothing stored", async () => {
    const cookie = await newVisitor();
    const before = await voteCount();
    const malformed = await vote(cookie, "{rating: 5", { raw: true });
    expect(malformed.status).toBe(400);
    const text = await call(`/api/tools/${TOOL}/vote`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: ORIGIN, Cookie: cookie },
      body: '{"rating":5}',
    });
    expect(text.status).toBe(415);
    apiErrorSchema.parse(await text.json());
    expect(await voteCount()).toBe(before);
  });

  it("refuses a foreign Origin with 403 and stores nothing", async () => {
    const cookie = await newVisitor();
    const before = await voteCount();
    const res = await vote(cookie, { rating: 5 }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("forbidden");
    expect(await voteCount()).toBe(before);
  });

  it("50 concurrent votes from 50 visitors are all counted with the right average", async () => {
    const tool = "microsoft-copilot";
    const visitors = await Promise.all(Array.from({ length: 50 }, () => newVisitor()));
    const answers = await Promise.all(visitors.map((cookie, i) => vote(cookie, { rating: (i % 5) + 1 }, { tool })));
    expect(answers.map((r) => r.status).filter((s) => s === 201)).toHaveLength(50);
    const stats = toolStatsSchema.parse(await (await call(`/api/tools/${tool}/stats`)).json());
    expect(stats).toEqual({ averageRating: 3, totalVotes: 50 });
  });

  it("votes are rate-limited per IP with 429 and a clear message", async () => {
    const ip = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const res = await vote(await newVisitor(), { rating: 4 }, { tool: "grammarly", ip });
      statuses.push(res.status);
      if (res.status === 429) expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/too many/i);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const other = await vote(await newVisitor(), { rating: 4 }, { tool: "grammarly" });
    expect(other.status).toBe(201);
  });

  it("20 concurrent votes from one visitor store exactly one; the rest are 409", async () => {
    const tool = "claude";
    const cookie = await newVisitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(cookie, { rating: 3 }, { tool })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM votes WHERE tool_id = ?")
      .bind(tool)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });
});
