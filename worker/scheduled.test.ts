import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COMPACTED_VALUES_PER_DAY } from "./analytics/daily-caps";
import { NO_CAMPAIGN } from "./analytics/visit";
import { insertVisit } from "./db/analytics/visit-writes";
import { database } from "./db/client";
import { PRUNE_CHUNK_ROWS } from "./db/retention";
import { countVote, statsForTool } from "./db/votes";
import worker from "./index";

const DAY = 86_400_000;
/** The moment the cron fires in these tests. */
const NOW = Date.parse("2026-06-15T03:17:00.000Z");
const ago = (days: number, ms = 0) => new Date(NOW - days * DAY + ms).toISOString();

/** Runs the Worker's scheduled handler as the cron would, at NOW. */
async function runCron(bindings: Partial<Env> = {}) {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env> = worker;
  if (!handler.scheduled) throw new Error("the Worker exports no scheduled handler");
  const controller = createScheduledController({ scheduledTime: NOW, cron: "17 3 * * *" });
  await handler.scheduled(controller, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  const logged = info.mock.calls.map((call) => String(call[0]));
  info.mockRestore();
  return logged;
}

/** Stores a visit the way the Worker does: the raw row and its daily roll-ups in one batch. */
async function storeVisit(visitedAt: string, visitorHash: string) {
  await insertVisit(env.DB, {
    visitedAt,
    page: "/tools",
    lang: "en",
    country: "DE",
    browser: "Firefox",
    device: "desktop",
    os: "Linux",
    referrerDomain: "direct",
    campaign: NO_CAMPAIGN,
    visitorHash,
  });
}

const column = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, string>>()).results;

beforeEach(async () => {
  await env.DB.batch(
    ["visits", "visit_daily", "daily_visitors", "visitor_salts", "clicks", "click_daily", "search_daily"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("the scheduled pruning", () => {
  it("deletes raw visits older than VISIT_RETENTION_DAYS (90 by default) and keeps the daily roll-ups", async () => {
    expect(env.VISIT_RETENTION_DAYS).toBe("90");
    await storeVisit(ago(200), "a");
    await storeVisit(ago(90, -1), "b"); // one millisecond past the retention
    await storeVisit(ago(90, 1), "c");
    await storeVisit(ago(1), "d");
    const old = ago(200).slice(0, 10);
    await env.DB.batch([
      // Raw click rows go after the same retention as visit rows.
      env.DB.prepare("INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES (?, 'chatgpt', '/tools', 'en')").bind(
        ago(90, -1),
      ),
      env.DB.prepare("INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES (?, 'chatgpt', '/tools', 'en')").bind(
        ago(90, 1),
      ),
      env.DB.prepare(
        "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES (?, 'chatgpt', 3, 1)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, 'en', 'video', 2, 0)",
      ).bind(old),
    ]);
    const rollupsBefore = await column("SELECT day, dim, value, visits FROM visit_daily ORDER BY day, dim, value");

    const logged = await runCron();

    expect(await column("SELECT visited_at FROM visits ORDER BY visited_at")).toEqual([
      { visited_at: ago(90, 1) },
      { visited_at: ago(1) },
    ]);
    // The dashboard's counts, read from the roll-ups, are the same as before for every day.
    expect(await column("SELECT day, dim, value, visits FROM visit_daily ORDER BY day, dim, value")).toEqual(
      rollupsBefore,
    );
    // Clicks are only daily counts: kept like the visit roll-ups. Search terms go after SEARCH_RETENTION_DAYS (180).
    expect(await column("SELECT day, clicks FROM click_daily")).toEqual([{ day: old, clicks: 3 }]);
    expect(await column("SELECT day, searches FROM search_daily")).toEqual([]);
    const report = JSON.parse(logged.find((line) => line.includes("Expired rows pruned")) ?? "{}");
    expect(report.deleted).toMatchObject({ visits: 2, clicks: 1 });
    expect(await column("SELECT clicked_at FROM clicks")).toEqual([{ clicked_at: ago(90, 1) }]);
  });

  it("takes the retention from the setting", async () => {
    await storeVisit(ago(8), "a");
    await storeVisit(ago(6), "b");
    await runCron({ VISIT_RETENTION_DAYS: "7" });
    expect(await column("SELECT visited_at FROM visits")).toEqual([{ visited_at: ago(6) }]);
  });

  it.each(["", "0", "-5", "1.5", "ninety", "99999"])(
    "an invalid retention setting (%j) keeps every visit, logs an error and still prunes salts",
    async (value) => {
      await storeVisit(ago(400), "a");
      await env.DB.prepare("INSERT INTO visitor_salts (day, salt) VALUES ('2026-06-01', 'old')").run();
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      await runCron({ VISIT_RETENTION_DAYS: value });
      expect(errors.mock.calls.flat().join(" ")).toContain("VISIT_RETENTION_DAYS");
      errors.mockRestore();
      expect(await column("SELECT COUNT(*) AS n FROM visits")).toEqual([{ n: 1 }]);
      expect(await column("SELECT day FROM visitor_salts")).toEqual([]);
    },
  );

  it("deletes search counts older than SEARCH_RETENTION_DAYS (180 by default), day by day", async () => {
    expect(env.SEARCH_RETENTION_DAYS).toBe("180");
    const days = [ago(400), ago(181), ago(180), ago(179), ago(0)].map((at) => at.slice(0, 10));
    await env.DB.batch(
      days.map((day) =>
        env.DB.prepare(
          "INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, 'en', 'video', 1, 2)",
        ).bind(day),
      ),
    );
    const logged = await runCron();
    // The cutoff is the day 180 days before the run: that day and later stay.
    expect(await column("SELECT day FROM search_daily ORDER BY day")).toEqual(days.slice(2).map((day) => ({ day })));
    expect(JSON.parse(logged.find((line) => line.includes("Expired rows pruned")) ?? "{}").deleted).toMatchObject({
      search_daily: 2,
    });
  });

  it("takes the search retention from its setting; an invalid one keeps every count and logs an error", async () => {
    await env.DB.batch(
      [ago(8), ago(6)].map((at) =>
        env.DB.prepare(
          "INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, 'en', 'video', 1, 2)",
        ).bind(at.slice(0, 10)),
      ),
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron({ SEARCH_RETENTION_DAYS: "ninety" });
    expect(errors.mock.calls.flat().join(" ")).toContain("SEARCH_RETENTION_DAYS");
    errors.mockRestore();
    expect(await column("SELECT COUNT(*) AS n FROM search_daily")).toEqual([{ n: 2 }]);
    await runCron({ SEARCH_RETENTION_DAYS: "7" });
    expect(await column("SELECT day FROM search_daily")).toEqual([{ day: ago(6).slice(0, 10) }]);
  });

  it("deletes expired salts and the daily visitor hashes made with them; the last two days' stay", async () => {
    await env.DB.batch(
      ["2026-06-10", "2026-06-12", "2026-06-13", "2026-06-14", "2026-06-15"].map((day) =>
        env.DB.prepare("INSERT INTO visitor_salts (day, salt) VALUES (?, ?)").bind(day, `salt-${day}`),
      ),
    );
    await storeVisit("2026-06-12T23:59:59.999Z", "old");
    await storeVisit("2026-06-13T00:00:00.000Z", "kept");
    await storeVisit("2026-06-15T01:00:00.000Z", "today");

    await runCron();

    expect(await column("SELECT day FROM visitor_salts ORDER BY day")).toEqual([
      { day: "2026-06-13" },
      { day: "2026-06-14" },
      { day: "2026-06-15" },
    ]);
    expect(await column("SELECT day, visitor_hash FROM daily_visitors ORDER BY day")).toEqual([
      { day: "2026-06-13", visitor_hash: "kept" },
      { day: "2026-06-15", visitor_hash: "today" },
    ]);
    // The unique-visitor counts of the pruned days stay in the roll-ups.
    expect(
      await column("SELECT day, SUM(visits) AS visits FROM visit_daily WHERE dim = 'entry' GROUP BY day ORDER BY day"),
    ).toEqual([
      { day: "2026-06-12", visits: 1 },
      { day: "2026-06-13", visits: 1 },
      { day: "2026-06-15", visits: 1 },
    ]);
  });

  it("deletes the per-network and per-/48 vote keys of expired days with their salts; votes and totals stay", async () => {
    await env.DB.prepare("DELETE FROM daily_vote_networks").run();
    await env.DB.prepare("DELETE FROM daily_vote_allocations").run();
    const db = database(env.DB);
    for (const [day, network] of [
      ["2026-06-12", "a"],
      ["2026-06-12", "b"],
      ["2026-06-13", "c"],
      ["2026-06-15", "d"],
    ] as const) {
      await countVote(db, {
        toolId: "fathom",
        voterId: `voter-${network}`,
        rating: 4,
        day,
        networkKey: `hash-${network}`,
        allocationKey: `allocation-${day}`,
      });
    }
    const votesBefore = await column("SELECT * FROM votes WHERE tool_id = 'fathom'");

    await runCron();

    expect(await column("SELECT day FROM daily_vote_networks ORDER BY day")).toEqual([
      { day: "2026-06-13" },
      { day: "2026-06-15" },
    ]);
    expect(await column("SELECT day, votes FROM daily_vote_allocations ORDER BY day")).toEqual([
      { day: "2026-06-13", votes: 1 },
      { day: "2026-06-15", votes: 1 },
    ]);
    expect(await column("SELECT * FROM votes WHERE tool_id = 'fathom'")).toEqual(votesBefore);
    expect(await statsForTool(db, "fathom")).toMatchObject({ averageRating: 4, totalVotes: 4 });
  });

  it("compacts the long tail of settled days into one (other) row per day and dimension; totals stay", async () => {
    const settled = ago(3).slice(0, 10);
    const recent = ago(1).slice(0, 10);
    const values = COMPACTED_VALUES_PER_DAY + 40;
    for (const day of [settled, recent]) {
      await env.DB.batch(
        Array.from({ length: values }, (_, i) =>
          env.DB.prepare("INSERT INTO visit_daily (day, dim, value, visits) VALUES (?, 'referrer', ?, ?)").bind(
            day,
            `site${i}.example`,
            values - i,
          ),
        ),
      );
      await env.DB.batch(
        Array.from({ length: values }, (_, i) =>
          env.DB.prepare("INSERT INTO search_daily (day, lang, term, searches, results) VALUES (?, ?, ?, ?, 1)").bind(
            day,
            i % 2 ? "de" : "en",
            `term ${i}`,
            values - i,
          ),
        ),
      );
    }
    // A settled day with an overflow row already (from the write-time cap) adds to it.
    await env.DB.prepare("INSERT INTO visit_daily (day, dim, value, visits) VALUES (?, 'referrer', ?, 5)")
      .bind(settled, OVERFLOW_VALUE)
      .run();
    const totals = () =>
      column(
        "SELECT day, COUNT(*) AS n, SUM(visits) AS visits FROM visit_daily WHERE dim = 'referrer' GROUP BY day ORDER BY day",
      );
    const before = await totals();

    const logged = await runCron();

    const after = await totals();
    expect(after.map((r) => r.visits)).toEqual(before.map((r) => r.visits));
    expect(after).toEqual([
      { day: settled, n: COMPACTED_VALUES_PER_DAY + 1, visits: before[0]?.visits },
      { day: recent, n: values, visits: before[1]?.visits },
    ]);
    // The largest values stay; the 40 smallest (1 + … + 40 = 820) join the 5 already in the overflow row.
    expect(
      await column(`SELECT visits FROM visit_daily WHERE day = '${settled}' AND value = '${OVERFLOW_VALUE}'`),
    ).toEqual([{ visits: 825 }]);
    expect(await column(`SELECT visits FROM visit_daily WHERE day = '${settled}' AND value = 'site0.example'`)).toEqual(
      [{ visits: values }],
    );
    // Search terms: all languages together keep the largest COMPACTED_VALUES_PER_DAY, the rest per language.
    expect(
      await column(
        `SELECT lang, searches FROM search_daily WHERE day = '${settled}' AND term = '${OVERFLOW_VALUE}' ORDER BY lang`,
      ),
    ).toEqual([
      { lang: "de", searches: 400 },
      { lang: "en", searches: 420 },
    ]);
    expect(await column(`SELECT COUNT(*) AS n FROM search_daily WHERE day = '${settled}'`)).toEqual([
      { n: COMPACTED_VALUES_PER_DAY + 2 },
    ]);
    expect(await column(`SELECT COUNT(*) AS n FROM search_daily WHERE day = '${recent}'`)).toEqual([{ n: values }]);
    const report = JSON.parse(logged.find((line) => line.includes("Roll-ups compacted")) ?? "{}");
    expect(report.compacted).toEqual({ visitGroups: 1, searchDays: 1, rowsRemoved: 80 });

    // A second run finds nothing more to do.
    const again = JSON.parse((await runCron()).find((line) => line.includes("Roll-ups compacted")) ?? "{}");
    expect(again.compacted).toEqual({ visitGroups: 0, searchDays: 0, rowsRemoved: 0 });
  });

  it("deletes spent vote challenges once they have expired, and keeps those that could still be replayed", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM spent_vote_challenges"),
      env.DB.prepare("INSERT INTO spent_vote_challenges (nonce, expires_at) VALUES ('expired', ?), ('live', ?)").bind(
        ago(0, -1000),
        ago(0, 60_000),
      ),
    ]);
    await runCron();
    expect(await column("SELECT nonce FROM spent_vote_challenges")).toEqual([{ nonce: "live" }]);
  });

  it("clears a backlog larger than one delete step", async () => {
    const rows = PRUNE_CHUNK_ROWS + 250;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain)
       SELECT ?, '/', 'en', 'DE', 'Chrome', 'direct' FROM n`,
    )
      .bind(rows, ago(120))
      .run();
    await storeVisit(ago(3), "recent");
    const logged = await runCron();
    expect(await column("SELECT COUNT(*) AS n FROM visits")).toEqual([{ n: 1 }]);
    expect(JSON.parse(logged.find((line) => line.includes("Expired rows pruned")) ?? "{}").deleted.visits).toBe(rows);
  });
});
