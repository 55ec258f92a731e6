import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import {
  allToolStatsSchema,
  toolStatsDetailSchema,
  toolStatsSchema,
  userVoteResponseSchema,
  voteResponseSchema,
} from "@common/api/ratings";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { VOTES_PER_ALLOCATION_PER_DAY } from "../lib/vote-network";
import { createVoteChallenge, VOTE_PROOF } from "../lib/vote-proof";
import { SEED_TOOL_IDS } from "../test/seed-tools";
import { testIp } from "../test/test-ip";
import { fetchChallenge, solve, solvedProof } from "../test/vote-proof";

const ORIGIN = "http://localhost";
const TOOL = "chatgpt";

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

function cookieOf(res: Response): string {
  const header = res.headers.get("Set-Cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/** A new visitor has no cookie until their first counted vote. */
const NEW_VISITOR = "";

let ipCounter = 0;
/** A fresh client network per call unless given, so the per-network rules only engage where a test wants them. */
function nextIp(): string {
  ipCounter += 1;
  return testIp(ipCounter);
}

/**
 * Sends a vote. A JSON object body gets a freshly solved proof of work unless `proof` is given (`null`: none);
 * raw text and arrays go as they are.
 */
async function vote(
  cookie: string,
  body: unknown,
  {
    tool = TOOL,
    origin = ORIGIN,
    raw = false,
    ip = nextIp(),
    base = ORIGIN,
    proof,
  }: { tool?: string; origin?: string; raw?: boolean; ip?: string; base?: string; proof?: unknown } = {},
) {
  const withProof =
    raw || Array.isArray(body) || typeof body !== "object" || body === null || proof === null
      ? body
      : { ...body, proof: proof ?? (await solvedProof()) };
  return exports.default.fetch(
    new Request(`${base}/api/tools/${tool}/vote`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie, "CF-Connecting-IP": ip },
      body: raw ? (body as string) : JSON.stringify(withProof),
    }),
  );
}

/** A visitor who has voted once (on a tool no test below counts), with the cookie that vote gave them. */
async function returningVisitor(): Promise<string> {
  const res = await vote(NEW_VISITOR, { rating: 3 }, { tool: "notion-ai" });
  expect(res.status).toBe(201);
  const cookie = cookieOf(res);
  expect(cookie).toMatch(/^voter_id=[\w-]{22,}$/);
  return cookie;
}

async function voteCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM votes").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Rows of every table a vote writes, to show that a refused vote stores nothing. */
async function storedVoteRows(): Promise<{
  votes: number;
  totals: unknown[];
  networks: number;
  allocations: unknown[];
}> {
  const totals = await env.DB.prepare("SELECT * FROM tool_stats ORDER BY tool_id").all();
  const networks = await env.DB.prepare("SELECT COUNT(*) AS n FROM daily_vote_networks").first<{ n: number }>();
  const allocations = await env.DB.prepare("SELECT * FROM daily_vote_allocations ORDER BY 1, 2").all();
  return {
    votes: await voteCount(),
    totals: totals.results,
    networks: networks?.n ?? 0,
    allocations: allocations.results,
  };
}

async function statsOf(tool: string) {
  return toolStatsSchema.parse(await (await call(`/api/tools/${tool}/stats`)).json());
}

const statsOfTools = async (ids: readonly string[]) =>
  allToolStatsSchema.parse(await (await call(`/api/tools/stats?ids=${ids.join(",")}`)).json());

describe("GET /api/tools/stats on a fresh database", () => {
  it("names exactly the tools a page asks for, with zeros, and no user votes", async () => {
    const page = SEED_TOOL_IDS.slice(0, 24);
    const all = await statsOfTools(page);
    expect(Object.keys(all.stats).sort()).toEqual([...page].sort());
    for (const id of page) expect(all.stats[id], id).toEqual({ averageRating: 0, totalVotes: 0 });
    expect(all.userVotes).toEqual({});
  });

  it.each([
    ["no ids", ""],
    ["an empty id", "chatgpt,,claude"],
    ["an id of another form", "ChatGPT"],
    ["more ids than a page", Array.from({ length: 61 }, (_, i) => `tool-${i}`).join(",")],
  ])("answers 400 for %s", async (_, ids) => {
    const res = await call(`/api/tools/stats?ids=${ids}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });
});

describe("voter cookie", () => {
  it.each([`/api/tools/stats?ids=${TOOL}`, `/api/tools/${TOOL}/stats`, `/api/tools/${TOOL}/user-vote`])(
    "reading %s never sets it, over http or https",
    async (path) => {
      for (const base of [ORIGIN, "https://example.com"]) {
        const res = await exports.default.fetch(new Request(`${base}${path}`));
        expect(res.status).toBe(200);
        expect(res.headers.get("Set-Cookie"), `${base}${path}`).toBeNull();
      }
    },
  );

  it("a counted vote sets it: HttpOnly, SameSite=Lax, one year, not Secure over http", async () => {
    const res = await vote(NEW_VISITOR, { rating: 4 }, { tool: "jasper" });
    expect(res.status).toBe(201);
    const header = res.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^voter_id=[\w-]{22,};/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/i);
  });

  it("is Secure when the vote is made over https", async () => {
    const res = await vote(
      NEW_VISITOR,
      { rating: 4 },
      { tool: "jasper", base: "https://example.com", origin: "https://example.com" },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("Set-Cookie") ?? "").toMatch(/Secure/i);
  });

  it("is not reissued to a visitor who has it, and a refused vote sets none", async () => {
    const cookie = await returningVisitor();
    const again = await vote(cookie, { rating: 5 }, { tool: "quillbot" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    const ip = nextIp();
    expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "runway", ip })).status).toBe(201);
    const refused = await vote(NEW_VISITOR, { rating: 5 }, { tool: "runway", ip });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    const invalid = await vote(NEW_VISITOR, { rating: 9 });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("stats and user vote", () => {
  it("a tool with no votes has zero stats and no user vote", async () => {
    expect(await statsOf("claude")).toEqual({ averageRating: 0, totalVotes: 0 });
    const mine = userVoteResponseSchema.parse(await (await call("/api/tools/claude/user-vote")).json());
    expect(mine.userVote).toBeNull();
  });

  it("unknown tool ids are 404 with the JSON error shape", async () => {
    for (const path of ["/api/tools/no-such-tool/stats", "/api/tools/no-such-tool/user-vote"]) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe("not_found");
    }
    const before = await storedVoteRows();
    const res = await vote(NEW_VISITOR, { rating: 5 }, { tool: "no-such-tool" });
    expect(res.status).toBe(404);
    expect(await storedVoteRows()).toEqual(before);
  });

  it("a tool that is not published (a draft or archived) is 404 and takes no vote", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET status = 'draft' WHERE id = 'claude'").run();
    try {
      expect((await call("/api/tools/claude/stats")).status).toBe(404);
      const before = await storedVoteRows();
      expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "claude" })).status).toBe(404);
      expect(await storedVoteRows()).toEqual(before);
    } finally {
      await env.DB.prepare("UPDATE catalogue_tools SET status = 'published' WHERE id = 'claude'").run();
    }
  });
});

describe("POST /api/tools/:id/vote", () => {
  it("records a vote: 201 with the new stats, then the user vote and the batched stats show it", async () => {
    const res = await vote(NEW_VISITOR, { rating: 4 }, { tool: "gemini" });
    expect(res.status).toBe(201);
    const cookie = cookieOf(res);
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
      await (await call(`/api/tools/stats?ids=gemini`, { headers: { Cookie: cookie } })).json(),
    );
    expect(all.stats.gemini).toEqual({ averageRating: 4, totalVotes: 1 });
    expect(all.userVotes).toEqual({ gemini: 4 });
    const stranger = allToolStatsSchema.parse(await (await call(`/api/tools/stats?ids=gemini`)).json());
    expect(stranger.userVotes).toEqual({});
    const stored = await env.DB.prepare("SELECT * FROM votes WHERE tool_id = 'gemini'").all();
    expect(Object.keys(stored.results[0] ?? {})).not.toContain("ip");
  });

  it("a second vote by the same visitor is 409 'already' and changes nothing", async () => {
    const first = await vote(NEW_VISITOR, { rating: 5 }, { tool: "perplexity" });
    expect(first.status).toBe(201);
    const before = await storedVoteRows();
    const again = await vote(cookieOf(first), { rating: 1 }, { tool: "perplexity" });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error).toEqual({
      code: "conflict",
      message: "You have already rated this tool",
    });
    expect(await storedVoteRows()).toEqual(before);
    expect(await statsOf("perplexity")).toEqual({ averageRating: 5, totalVotes: 1 });
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
    const before = await storedVoteRows();
    const res = await vote(NEW_VISITOR, body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/rating|body/i);
    expect(await storedVoteRows()).toEqual(before);
  });

  it("malformed JSON is 400, a non-JSON content type 415, nothing stored", async () => {
    const before = await storedVoteRows();
    const malformed = await vote(NEW_VISITOR, "{rating: 5", { raw: true });
    expect(malformed.status).toBe(400);
    const text = await call(`/api/tools/${TOOL}/vote`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
      body: '{"rating":5}',
    });
    expect(text.status).toBe(415);
    apiErrorSchema.parse(await text.json());
    expect(await storedVoteRows()).toEqual(before);
  });

  it("refuses a foreign Origin with 403 and stores nothing", async () => {
    const before = await storedVoteRows();
    const res = await vote(NEW_VISITOR, { rating: 5 }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("forbidden");
    expect(await storedVoteRows()).toEqual(before);
  });

  it("50 concurrent votes from 50 visitors on 50 networks are all counted with the right average", async () => {
    const tool = "microsoft-copilot";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(NEW_VISITOR, { rating: (i % 5) + 1 }, { tool })),
    );
    expect(answers.map((r) => r.status).filter((s) => s === 201)).toHaveLength(50);
    expect(await statsOf(tool)).toEqual({ averageRating: 3, totalVotes: 50 });
  }, 60_000);

  it("votes are rate-limited per network with 429 and a clear message", async () => {
    const ip = "203.0.113.7";
    const statuses: number[] = [];
    // Every attempt counts against the limit, also the repeats this network's daily key refuses with 409.
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const res = await vote(NEW_VISITOR, { rating: 4 }, { tool: "grammarly", ip });
      statuses.push(res.status);
      if (res.status === 429) expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/too many/i);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const other = await vote(NEW_VISITOR, { rating: 4 }, { tool: "grammarly" });
    expect(other.status).toBe(201);
  }, 60_000);

  it("20 concurrent votes from one visitor (on 20 networks) store exactly one; the rest are 409", async () => {
    const tool = "claude";
    const cookie = await returningVisitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(cookie, { rating: 3 }, { tool })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM votes WHERE tool_id = ?")
      .bind(tool)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
    expect(await statsOf(tool)).toEqual({ averageRating: 3, totalVotes: 1 });
  }, 60_000);
});

describe("one counted vote per tool per network per day", () => {
  it("visitors on distinct IPv4 addresses both count", async () => {
    expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "midjourney", ip: "192.0.2.10" })).status).toBe(201);
    expect((await vote(NEW_VISITOR, { rating: 3 }, { tool: "midjourney", ip: "192.0.2.11" })).status).toBe(201);
    expect(await statsOf("midjourney")).toEqual({ averageRating: 4, totalVotes: 2 });
  });

  it("a second visitor on the same IPv4 address is 409 like a repeat vote, and nothing is stored", async () => {
    const ip = "192.0.2.20";
    expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "ideogram", ip })).status).toBe(201);
    const before = await storedVoteRows();
    const repeat = await vote(NEW_VISITOR, { rating: 1 }, { tool: "ideogram", ip });
    expect(repeat.status).toBe(409);
    expect(apiErrorSchema.parse(await repeat.json()).error).toEqual({
      code: "conflict",
      message: "You have already rated this tool",
    });
    // A returning visitor (their own cookie, their own earlier vote elsewhere) is refused the same way.
    const returning = await returningVisitor();
    const afterReturning = await storedVoteRows();
    expect((await vote(returning, { rating: 1 }, { tool: "ideogram", ip })).status).toBe(409);
    expect(await storedVoteRows()).toEqual(afterReturning);
    expect(afterReturning.votes).toBe(before.votes + 1);
    expect(await statsOf("ideogram")).toEqual({ averageRating: 5, totalVotes: 1 });
  });

  it("the same network may still rate other tools", async () => {
    const ip = "192.0.2.30";
    expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "suno", ip })).status).toBe(201);
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "elevenlabs", ip })).status).toBe(201);
  });

  it("two IPv6 addresses of one /64 are one network; another /64 is another", async () => {
    expect((await vote(NEW_VISITOR, { rating: 2 }, { tool: "heygen", ip: "2001:db8:1:2::1" })).status).toBe(201);
    const before = await storedVoteRows();
    const sameBlock = await vote(
      NEW_VISITOR,
      { rating: 2 },
      { tool: "heygen", ip: "2001:db8:1:2:ffff:1234:5678:9abc" },
    );
    expect(sameBlock.status).toBe(409);
    expect(await storedVoteRows()).toEqual(before);
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "heygen", ip: "2001:db8:1:3::1" })).status).toBe(201);
    expect(await statsOf("heygen")).toEqual({ averageRating: 3, totalVotes: 2 });
  });

  it("stores a salted hash per day, never the address", async () => {
    const ip = "192.0.2.40";
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "pictory", ip })).status).toBe(201);
    const rows = await env.DB.prepare("SELECT * FROM daily_vote_networks").all<Record<string, string>>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) {
      expect(Object.keys(row).sort()).toEqual(["day", "network_tool_hash"]);
      expect(row.day).toBe(new Date().toISOString().slice(0, 10));
      expect(row.network_tool_hash).toMatch(/^[0-9a-f]{32}$/);
    }
    const everything = JSON.stringify((await env.DB.prepare("SELECT * FROM votes").all()).results);
    expect(everything).not.toContain(ip);
  });
});

describe("votes per star", () => {
  it("GET /api/tools/{id}/stats names how many votes gave each star, and a vote adds to its star", async () => {
    const tool = "leonardo-ai";
    const detail = async () => toolStatsDetailSchema.parse(await (await call(`/api/tools/${tool}/stats`)).json());
    expect((await detail()).votesByRating).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
    for (const rating of [5, 5, 3]) expect((await vote(NEW_VISITOR, { rating }, { tool })).status).toBe(201);
    expect(await detail()).toEqual({
      averageRating: 13 / 3,
      totalVotes: 3,
      votesByRating: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
    });
    // A refused repeat (same network, same day) changes no star.
    const ip = nextIp();
    expect((await vote(NEW_VISITOR, { rating: 1 }, { tool, ip })).status).toBe(201);
    expect((await vote(NEW_VISITOR, { rating: 1 }, { tool, ip })).status).toBe(409);
    expect((await detail()).votesByRating).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 });
  });
});

describe("per-tool totals", () => {
  it("equal what the votes table says after every kind of vote above, and the stats read them", async () => {
    const fromVotes = await env.DB.prepare(
      "SELECT tool_id, COUNT(*) AS vote_count, SUM(rating) AS rating_sum FROM votes GROUP BY tool_id ORDER BY tool_id",
    ).all();
    const totals = await env.DB.prepare(
      "SELECT tool_id, vote_count, rating_sum FROM tool_stats ORDER BY tool_id",
    ).all();
    expect(totals.results.length).toBeGreaterThan(10);
    expect(totals.results).toEqual(fromVotes.results);
    const voted = (fromVotes.results as { tool_id: string }[]).map((row) => row.tool_id);
    const all = await statsOfTools(voted);
    for (const row of fromVotes.results as { tool_id: string; vote_count: number; rating_sum: number }[]) {
      expect(all.stats[row.tool_id]).toEqual({
        averageRating: row.rating_sum / row.vote_count,
        totalVotes: row.vote_count,
      });
    }
    expect(Object.keys(all.stats).sort()).toEqual([...voted].sort());
  });
});

describe("GET /api/tools/vote-challenge", () => {
  it("answers a fresh signed challenge that expires within minutes, never cached, and sets no cookie", async () => {
    const res = await call("/api/tools/vote-challenge", { headers: { "CF-Connecting-IP": nextIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const first = await fetchChallenge();
    const second = await fetchChallenge();
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
    expect(first.parameters).toMatchObject({ algorithm: VOTE_PROOF.algorithm, cost: VOTE_PROOF.cost });
    const inSeconds = first.parameters.expiresAt - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(VOTE_PROOF.ttlSeconds - 30);
    expect(inSeconds).toBeLessThanOrEqual(VOTE_PROOF.ttlSeconds);
  });
});

describe("a vote's proof of work", () => {
  const refusal = { code: "vote_proof_invalid", message: "Your vote could not be verified. Please try again." };

  async function expectRefused(res: Response) {
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).error).toEqual(refusal);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  }

  it("a vote without a proof, or with a malformed one, is refused with its own code and stores nothing", async () => {
    const before = await storedVoteRows();
    const spent = await env.DB.prepare("SELECT COUNT(*) AS n FROM spent_vote_challenges").first();
    await expectRefused(await vote(NEW_VISITOR, { rating: 5 }, { tool: "synthesia", proof: null }));
    await expectRefused(await vote(NEW_VISITOR, { rating: 5 }, { tool: "synthesia", proof: { challenge: "x" } }));
    const proof = await solvedProof();
    const withoutKeySignature = {
      ...proof,
      challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, keySignature: undefined } },
    };
    await expectRefused(await vote(NEW_VISITOR, { rating: 5 }, { tool: "synthesia", proof: withoutKeySignature }));
    expect(await storedVoteRows()).toEqual(before);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM spent_vote_challenges").first()).toEqual(spent);
  });

  it("a wrong solution, a changed challenge or a challenge signed with another key is refused", async () => {
    const before = await storedVoteRows();
    const proof = await solvedProof();
    // The derived key is the proof (only the work finds it); the counter that led to it is not checked.
    const wrongKey = { ...proof, solution: { ...proof.solution, derivedKey: "00".repeat(32) } };
    const cheaper = {
      ...proof,
      challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } },
    };
    for (const bad of [wrongKey, cheaper]) {
      await expectRefused(await vote(NEW_VISITOR, { rating: 2 }, { tool: "synthesia", proof: bad }));
    }
    const forged = await createChallenge({
      algorithm: VOTE_PROOF.algorithm,
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: "a key the Worker never made",
      hmacKeySignatureSecret: "another",
    });
    await expectRefused(
      await vote(NEW_VISITOR, { rating: 2 }, { tool: "synthesia", proof: await solve(forged as never) }),
    );
    expect(await storedVoteRows()).toEqual(before);
    // The proof itself was never spent by those refusals: it still counts once.
    expect((await vote(NEW_VISITOR, { rating: 2 }, { tool: "synthesia", proof })).status).toBe(201);
  });

  it("a solved challenge counts once: a replay is refused, also from another visitor, network and tool", async () => {
    const proof = await solvedProof();
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "murf-ai", proof })).status).toBe(201);
    const before = await storedVoteRows();
    await expectRefused(await vote(NEW_VISITOR, { rating: 4 }, { tool: "murf-ai", proof }));
    await expectRefused(await vote(NEW_VISITOR, { rating: 1 }, { tool: "notebooklm", proof }));
    expect(await storedVoteRows()).toEqual(before);
  });

  it("of ten concurrent votes with one proof exactly one is counted", async () => {
    const proof = await solvedProof();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => vote(NEW_VISITOR, { rating: 3 }, { tool: "consensus", proof })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(403)]);
    expect(await statsOf("consensus")).toEqual({ averageRating: 3, totalVotes: 1 });
  });

  it("an expired challenge is refused, solved or not", async () => {
    const past = new Date(Date.now() - (VOTE_PROOF.ttlSeconds + 1) * 1000);
    const expired = await solve(await createVoteChallenge(database(env.DB), past));
    const before = await storedVoteRows();
    await expectRefused(await vote(NEW_VISITOR, { rating: 5 }, { tool: "elicit", proof: expired }));
    expect(await storedVoteRows()).toEqual(before);
    // One made just now with the same key counts.
    const fresh = await solve(await createVoteChallenge(database(env.DB), new Date()));
    expect((await vote(NEW_VISITOR, { rating: 5 }, { tool: "elicit", proof: fresh })).status).toBe(201);
  });

  it("a repeat with a valid proof is still 409 'already rated', and spends that proof", async () => {
    const first = await vote(NEW_VISITOR, { rating: 5 }, { tool: "semantic-scholar" });
    expect(first.status).toBe(201);
    const proof = await solvedProof();
    const again = await vote(cookieOf(first), { rating: 1 }, { tool: "semantic-scholar", proof });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe("conflict");
    await expectRefused(await vote(NEW_VISITOR, { rating: 1 }, { tool: "semantic-scholar", proof }));
  });

  it("stores the spent challenge by its nonce until it expires", async () => {
    const proof = await solvedProof();
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "github-copilot", proof })).status).toBe(201);
    const row = await env.DB.prepare("SELECT * FROM spent_vote_challenges WHERE nonce = ?")
      .bind(proof.challenge.parameters.nonce)
      .first();
    expect(row).toEqual({
      nonce: proof.challenge.parameters.nonce,
      expires_at: new Date(proof.challenge.parameters.expiresAt * 1000).toISOString(),
    });
  });
});

describe(`at most ${VOTES_PER_ALLOCATION_PER_DAY} counted votes per tool per IPv6 /48 per day`, () => {
  it("further /64s of the /48 are 409 like a repeat and store nothing; another /48 or another tool still counts", async () => {
    const tool = "canva-magic-studio";
    const fromBlock = (n: number) => `2001:db8:48:${n.toString(16)}::1`;
    for (let i = 1; i <= VOTES_PER_ALLOCATION_PER_DAY; i++) {
      expect((await vote(NEW_VISITOR, { rating: 4 }, { tool, ip: fromBlock(i) })).status).toBe(201);
    }
    const before = await storedVoteRows();
    const over = await vote(NEW_VISITOR, { rating: 1 }, { tool, ip: fromBlock(0xfff) });
    expect(over.status).toBe(409);
    expect(apiErrorSchema.parse(await over.json()).error).toEqual({
      code: "conflict",
      message: "You have already rated this tool",
    });
    expect(over.headers.get("Set-Cookie")).toBeNull();
    expect(await storedVoteRows()).toEqual(before);
    expect((await vote(NEW_VISITOR, { rating: 2 }, { tool, ip: "2001:db8:49:1::1" })).status).toBe(201);
    expect((await vote(NEW_VISITOR, { rating: 2 }, { tool: "adobe-express", ip: fromBlock(0xfff) })).status).toBe(201);
    expect(await statsOf(tool)).toEqual({
      averageRating: (4 * VOTES_PER_ALLOCATION_PER_DAY + 2) / (VOTES_PER_ALLOCATION_PER_DAY + 1),
      totalVotes: VOTES_PER_ALLOCATION_PER_DAY + 1,
    });
  });

  it("keeps a salted hash per /48, tool and day with its count, never the address", async () => {
    const ip = "2001:db8:4a:1::1";
    expect((await vote(NEW_VISITOR, { rating: 4 }, { tool: "figma-ai", ip })).status).toBe(201);
    const rows = await env.DB.prepare("SELECT * FROM daily_vote_allocations").all<Record<string, unknown>>();
    for (const row of rows.results) {
      expect(Object.keys(row).sort()).toEqual(["allocation_tool_hash", "day", "votes"]);
      expect(row.allocation_tool_hash).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(JSON.stringify(rows.results)).not.toContain("2001:db8");
  });
});
