import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { normaliseDimension } from "../analytics/dimension-values";
import { parseAgentValue } from "../analytics/rollup-values";

const LONG = `x;=1+1 ${"A".repeat(6000)}`;
const rows = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, string | number>>()).results;

/** Runs migration 0006's statements again, on rows stored the way the Worker stored them before it. */
async function runMigration() {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0006_"));
  if (!migration) throw new Error("migration 0006 is missing");
  await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
}

beforeEach(async () => {
  await env.DB.batch(["visits", "visit_daily"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

describe("migration 0006", () => {
  it("collapses stored values the normaliser would not produce, merging the roll-ups' counts", async () => {
    const agent = (browser: string, device: string, os: string) => JSON.stringify([browser, device, os]);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain, device, os, utm_source, utm_medium, utm_campaign)
         VALUES ('2026-05-01T10:00:00.000Z', '/', 'en', 'DE', ?1, 'x;=1+1', 'desktop', 'Windows', 'news\u202E', '', 'sale\u200B'),
                ('2026-05-01T11:00:00.000Z', '/', 'en', 'DE', 'Chrome', 'google.com', 'mobile', 'TempleOS', '', '', '')`,
      ).bind(LONG),
      ...[
        ["2026-05-01", "agent", agent(LONG, "desktop", "Windows"), 3],
        ["2026-05-01", "agent", agent(`${LONG}B`, "desktop", "Windows"), 2],
        ["2026-05-01", "agent", agent("Other", "desktop", "Windows"), 4],
        ["2026-05-01", "agent", agent("Chrome", "mobile", "TempleOS"), 1],
        ["2026-05-01", "agent", agent("Chrome", "desktop", "Windows"), 10],
        ["2026-05-02", "agent", agent(LONG, "desktop", "Windows"), 7],
        ["2026-05-01", "referrer", "x;=1+1", 2],
        ["2026-05-01", "referrer", "direct", 5],
        ["2026-05-01", "referrer", "google.com", 6],
        ["2026-05-01", "campaign", JSON.stringify(["news\u202E", "", "sale\u200B"]), 1],
        ["2026-05-01", "campaign", JSON.stringify(["news", "", "sale"]), 2],
        ["2026-05-01", "country", "zz", 1],
        ["2026-05-01", "country", "Unknown", 1],
        ["2026-05-01", "lang_page", "en/", 9],
      ].map(([day, dim, value, visits]) =>
        env.DB.prepare("INSERT INTO visit_daily (day, dim, value, visits) VALUES (?, ?, ?, ?)").bind(
          day,
          dim,
          value,
          visits,
        ),
      ),
    ]);
    const total = async () => (await rows("SELECT SUM(visits) AS n FROM visit_daily"))[0]?.n;
    const before = await total();

    await runMigration();

    expect(await rows("SELECT browser, os, referrer_domain, utm_source, utm_campaign FROM visits ORDER BY id")).toEqual(
      [
        { browser: "Other", os: "Windows", referrer_domain: "direct", utm_source: "news", utm_campaign: "sale" },
        { browser: "Chrome", os: "Other", referrer_domain: "google.com", utm_source: "", utm_campaign: "" },
      ],
    );
    expect(await rows("SELECT day, dim, value, visits FROM visit_daily ORDER BY day, dim, value")).toEqual([
      { day: "2026-05-01", dim: "agent", value: agent("Chrome", "desktop", "Windows"), visits: 10 },
      { day: "2026-05-01", dim: "agent", value: agent("Chrome", "mobile", "Other"), visits: 1 },
      { day: "2026-05-01", dim: "agent", value: agent("Other", "desktop", "Windows"), visits: 9 },
      { day: "2026-05-01", dim: "campaign", value: JSON.stringify(["news", "", "sale"]), visits: 3 },
      { day: "2026-05-01", dim: "country", value: "Unknown", visits: 2 },
      { day: "2026-05-01", dim: "lang_page", value: "en/", visits: 9 },
      { day: "2026-05-01", dim: "referrer", value: "direct", visits: 7 },
      { day: "2026-05-01", dim: "referrer", value: "google.com", visits: 6 },
      { day: "2026-05-02", dim: "agent", value: agent("Other", "desktop", "Windows"), visits: 7 },
    ]);
    expect(await total()).toBe(before);
    // What remains is what the normaliser writes today.
    for (const row of await rows("SELECT dim, value FROM visit_daily WHERE dim = 'agent'")) {
      const { browser, os } = parseAgentValue(String(row.value));
      expect(normaliseDimension("browser", browser)).toBe(browser);
      expect(normaliseDimension("os", os)).toBe(os);
    }
    expect(await rows("SELECT name FROM sqlite_master WHERE name = 'visit_daily_collapse'")).toEqual([]);
  });

  it("leaves values the normaliser writes unchanged", async () => {
    await env.DB.prepare(
      "INSERT INTO visit_daily (day, dim, value, visits) VALUES ('2026-05-01', 'agent', '[\"Safari\",\"mobile\",\"iOS\"]', 3), ('2026-05-01', 'referrer', '[2001:db8::1]', 1)",
    ).run();
    const before = await rows("SELECT * FROM visit_daily ORDER BY dim");
    await runMigration();
    expect(await rows("SELECT * FROM visit_daily ORDER BY dim")).toEqual(before);
  });
});
