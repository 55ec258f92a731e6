import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { linkChecksSchema } from "@common/catalogue/admin-api";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/admin-session";

/** The owner's view of what the link checker found: `GET /api/admin/catalogue/link-checks`. */
const ORIGIN = "http://localhost";
let cookie = "";
const get = (session = true) =>
  exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/catalogue/link-checks`, { headers: session ? { Cookie: cookie } : {} }),
  );

const urlOf = async (id: string) =>
  (await env.DB.prepare("SELECT url FROM catalogue_tools WHERE id = ?").bind(id).first<{ url: string }>())?.url ?? "";

beforeAll(async () => {
  cookie = await signIn();
  const record = async (
    id: string,
    outcome: string,
    status: number | null,
    finalUrl: string | null,
    at: string,
    url?: string,
  ) =>
    env.DB.prepare(
      "INSERT INTO link_checks (tool_id, url, outcome, status, final_url, checked_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
      .bind(id, url ?? (await urlOf(id)), outcome, status, finalUrl, at)
      .run();
  await record("chatgpt", "ok", 200, "https://chatgpt.com/", "2026-11-20T10:00:00.000Z");
  await record("claude", "dead", 404, "https://claude.ai/", "2026-11-21T10:00:00.000Z");
  await record("gemini", "moved", 200, "https://gemini.example/new", "2026-11-22T10:00:00.000Z");
  await record("perplexity", "unchecked", 403, "https://www.perplexity.ai/", "2026-11-23T10:00:00.000Z");
  // Checked before the owner changed the address: stale, so neither counted nor listed.
  await record("midjourney", "dead", 404, null, "2026-11-24T10:00:00.000Z", "https://old.example/");
});

describe("the link checker's findings in the dashboard", () => {
  it("lists dead then moved addresses of published tools with what was found, and counts the rest", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const report = linkChecksSchema.parse(await res.json());
    const published = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM catalogue_tools WHERE status = 'published'",
    ).first<{
      n: number;
    }>();
    expect(report).toMatchObject({
      checked: 4,
      unchecked: 1,
      published: published?.n,
      lastCheckedAt: "2026-11-23T10:00:00.000Z",
    });
    expect(report.problems.map((p) => [p.id, p.outcome, p.status, p.finalUrl])).toEqual([
      ["claude", "dead", 404, "https://claude.ai/"],
      ["gemini", "moved", 200, "https://gemini.example/new"],
    ]);
    expect(report.problems[0]).toMatchObject({ name: "Claude", url: await urlOf("claude") });
  });

  it("is for the owner only", async () => {
    expect((await get(false)).status).toBe(401);
  });
});
