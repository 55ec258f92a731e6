import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VOTES_PER_ALLOCATION_PER_DAY } from "../lib/vote-network";
import { database } from "./client";
import { countVote, type NewVote, statsForTool, statsForTools } from "./votes";

const db = database(env.DB);

let voters = 0;
function aVote(overrides: Partial<NewVote> = {}): NewVote {
  voters += 1;
  return {
    toolId: "chatgpt",
    voterId: `voter-${String(voters).padStart(22, "0")}`,
    rating: 4,
    day: "2026-03-10",
    networkKey: `key-${voters}`,
    allocationKey: `allocation-${voters}`,
    ...overrides,
  };
}

async function rows(sql: string): Promise<unknown[]> {
  return (await env.DB.prepare(sql).all()).results;
}

/** Votes per star, one to five, as the stats name them. */
const byRating = (one: number, two: number, three: number, four: number, five: number) => ({
  1: one,
  2: two,
  3: three,
  4: four,
  5: five,
});

describe("countVote", () => {
  it("counts a vote and answers the tool's new stats", async () => {
    expect(await countVote(db, aVote({ toolId: "cursor", rating: 5 }))).toEqual({ averageRating: 5, totalVotes: 1 });
    expect(await countVote(db, aVote({ toolId: "cursor", rating: 2 }))).toEqual({ averageRating: 3.5, totalVotes: 2 });
    expect(await statsForTool(db, "cursor")).toEqual({
      averageRating: 3.5,
      totalVotes: 2,
      votesByRating: byRating(0, 1, 0, 0, 1),
    });
  });

  it("refuses a network key already used that day, and stores nothing; the same key another day counts", async () => {
    const first = aVote({ toolId: "replit", networkKey: "shared", day: "2026-03-10" });
    expect(await countVote(db, first)).not.toBeNull();
    const before = await rows("SELECT * FROM votes, tool_stats, daily_vote_networks");
    expect(await countVote(db, aVote({ toolId: "replit", networkKey: "shared", day: "2026-03-10" }))).toBeNull();
    expect(await rows("SELECT * FROM votes, tool_stats, daily_vote_networks")).toEqual(before);
    expect(await countVote(db, aVote({ toolId: "replit", networkKey: "shared", day: "2026-03-11" }))).toEqual({
      averageRating: 4,
      totalVotes: 2,
    });
  });

  it(`counts ${VOTES_PER_ALLOCATION_PER_DAY} votes per tool per /48 a day and refuses the next, storing nothing`, async () => {
    expect(VOTES_PER_ALLOCATION_PER_DAY).toBeGreaterThan(1);
    const fromBlock = (overrides: Partial<NewVote> = {}) =>
      aVote({ toolId: "descript", allocationKey: "block", day: "2026-03-10", ...overrides });
    for (let i = 0; i < VOTES_PER_ALLOCATION_PER_DAY; i++) expect(await countVote(db, fromBlock())).not.toBeNull();
    const tables = "SELECT * FROM votes, tool_stats, daily_vote_networks, daily_vote_allocations";
    const before = await rows(tables);
    expect(await countVote(db, fromBlock())).toBeNull();
    expect(await rows(tables)).toEqual(before);
    expect(
      await rows(
        "SELECT votes FROM daily_vote_allocations WHERE day = '2026-03-10' AND allocation_tool_hash = 'block'",
      ),
    ).toEqual([{ votes: VOTES_PER_ALLOCATION_PER_DAY }]);
    // The next day, or another /48, counts again.
    expect(await countVote(db, fromBlock({ day: "2026-03-11" }))).not.toBeNull();
    expect(await countVote(db, fromBlock({ allocationKey: "another block" }))).not.toBeNull();
    expect((await statsForTool(db, "descript")).totalVotes).toBe(VOTES_PER_ALLOCATION_PER_DAY + 2);
  });

  it("under concurrent votes from one /48 counts exactly its allowance", async () => {
    const attempts = Array.from({ length: 12 }, () => aVote({ toolId: "motion", allocationKey: "busy block" }));
    const answers = await Promise.all(attempts.map((vote) => countVote(db, vote)));
    expect(answers.filter((answer) => answer !== null)).toHaveLength(VOTES_PER_ALLOCATION_PER_DAY);
    expect((await statsForTool(db, "motion")).totalVotes).toBe(VOTES_PER_ALLOCATION_PER_DAY);
  });

  it("refuses a repeat by the same voter even from a new network, and keeps no key for it", async () => {
    const first = aVote({ toolId: "zapier" });
    expect(await countVote(db, first)).not.toBeNull();
    const keys = await rows("SELECT * FROM daily_vote_networks ORDER BY day, network_tool_hash");
    expect(await countVote(db, { ...first, networkKey: "a-new-network", rating: 1 })).toBeNull();
    expect(await rows("SELECT * FROM daily_vote_networks ORDER BY day, network_tool_hash")).toEqual(keys);
    expect(await statsForTool(db, "zapier")).toEqual({
      averageRating: 4,
      totalVotes: 1,
      votesByRating: byRating(0, 0, 0, 1, 0),
    });
  });

  it("keeps the totals equal to the votes table under concurrent votes and repeats", async () => {
    const voter = aVote({ toolId: "make" });
    const attempts = [
      ...Array.from({ length: 12 }, (_, i) => aVote({ toolId: "make", rating: (i % 5) + 1 })),
      ...Array.from({ length: 6 }, () => ({ ...voter, networkKey: `again-${Math.random()}` })),
      ...Array.from({ length: 6 }, () => aVote({ toolId: "make", networkKey: "one-network" })),
    ];
    const answers = await Promise.all(attempts.map((vote) => countVote(db, vote)));
    expect(answers.filter(Boolean)).toHaveLength(12 + 1 + 1);
    const [fromVotes] = await rows(
      "SELECT COUNT(*) AS vote_count, SUM(rating) AS rating_sum FROM votes WHERE tool_id = 'make'",
    );
    const [totals] = await rows("SELECT vote_count, rating_sum FROM tool_stats WHERE tool_id = 'make'");
    expect(totals).toEqual(fromVotes);
    const perStar = (await rows("SELECT rating, COUNT(*) AS n FROM votes WHERE tool_id = 'make' GROUP BY rating")) as {
      rating: 1 | 2 | 3 | 4 | 5;
      n: number;
    }[];
    const expected = byRating(0, 0, 0, 0, 0);
    for (const { rating, n } of perStar) expected[rating] = n;
    expect((await statsForTool(db, "make")).votesByRating).toEqual(expected);
  });

  it("a tool nobody voted for has no votes for any star", async () => {
    expect(await statsForTool(db, "midjourney")).toEqual({
      averageRating: 0,
      totalVotes: 0,
      votesByRating: byRating(0, 0, 0, 0, 0),
    });
  });
});

describe("statsForTools", () => {
  it("names exactly the tools asked for, with zeros for tools nobody voted for", async () => {
    const stats = await statsForTools(db, ["midjourney", "cursor"]);
    expect(Object.keys(stats).sort()).toEqual(["cursor", "midjourney"]);
    expect(stats.midjourney).toEqual({ averageRating: 0, totalVotes: 0 });
    expect(stats.cursor).toEqual({ averageRating: 3.5, totalVotes: 2 });
    expect(await statsForTools(db, [])).toEqual({});
  });
});

describe("migration 0002", () => {
  it("backfills the per-tool totals from the votes recorded before it", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0002_"));
    if (!migration) throw new Error("migration 0002 is missing");
    // Back to the schema before 0002, with votes already recorded.
    await env.DB.batch([
      env.DB.prepare("DROP TABLE tool_stats"),
      env.DB.prepare("DROP TABLE daily_vote_networks"),
      env.DB.prepare("DELETE FROM votes"),
      env.DB.prepare(
        "INSERT INTO votes (tool_id, voter_id, rating) VALUES ('suno', 'a', 5), ('suno', 'b', 2), ('suno', 'c', 2), ('tidio', 'a', 3)",
      ),
    ]);
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    expect(await rows("SELECT tool_id, vote_count, rating_sum FROM tool_stats ORDER BY tool_id")).toEqual([
      { tool_id: "suno", vote_count: 3, rating_sum: 9 },
      { tool_id: "tidio", vote_count: 1, rating_sum: 3 },
    ]);
    expect(await rows("SELECT * FROM daily_vote_networks")).toEqual([]);
  });
});

describe("migration 0004", () => {
  it("backfills the votes per star of every tool from the votes recorded before it", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0004_"));
    if (!migration) throw new Error("migration 0004 is missing");
    // Back to the totals table before 0004 (as 0002 made it), with votes and totals already recorded.
    await env.DB.batch([
      env.DB.prepare("DROP TABLE tool_stats"),
      env.DB.prepare(
        "CREATE TABLE tool_stats (tool_id text PRIMARY KEY NOT NULL, vote_count integer DEFAULT 0 NOT NULL, rating_sum integer DEFAULT 0 NOT NULL)",
      ),
      env.DB.prepare("DELETE FROM votes"),
      env.DB.prepare(
        "INSERT INTO votes (tool_id, voter_id, rating) VALUES ('suno', 'a', 5), ('suno', 'b', 2), ('suno', 'c', 2), ('tidio', 'a', 3)",
      ),
      env.DB.prepare("INSERT INTO tool_stats VALUES ('suno', 3, 9), ('tidio', 1, 3)"),
    ]);
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    expect(await statsForTool(db, "suno")).toEqual({
      averageRating: 3,
      totalVotes: 3,
      votesByRating: byRating(0, 2, 0, 0, 1),
    });
    expect((await statsForTool(db, "tidio")).votesByRating).toEqual(byRating(0, 0, 1, 0, 0));
    // The next vote adds to the backfilled counts.
    await countVote(db, aVote({ toolId: "suno", rating: 2 }));
    expect((await statsForTool(db, "suno")).votesByRating).toEqual(byRating(0, 3, 0, 0, 1));
  });
});
