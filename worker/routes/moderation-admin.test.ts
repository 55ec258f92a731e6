import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { moderationListSchema, queuedReportSchema } from "@common/api/contributions";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/admin-session";

/** The owner's queue of suggestions and reports: lists, counts, decisions; owner only. */
const ORIGIN = "http://localhost";
let cookie = "";

const call = (method: string, path: string, body?: unknown, session = true) =>
  exports.default.fetch(
    new Request(`${ORIGIN}/api/admin${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(session ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

let receipts = 0;
async function suggestion(name: string, status = "new", email: string | null = "visitor@example.com") {
  receipts += 1;
  const row = await env.DB.prepare(
    `INSERT INTO tool_suggestions (status, name, url, host, category, description, email, language, channel, receipt, created_at)
     VALUES (?, ?, ?, ?, 'writing-help', ?, ?, 'fr', 'script', ?, ?) RETURNING id`,
  )
    .bind(
      status,
      name,
      `https://${name}.example`,
      `${name}.example`,
      `<b>${name}</b> helps`,
      email,
      `r${receipts}`,
      `2026-11-2${receipts % 9}T10:00:00.000Z`,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}
async function report(toolId: string, reason = "broken-link", status = "new") {
  receipts += 1;
  const row = await env.DB.prepare(
    `INSERT INTO tool_reports (status, tool_id, reason, note, email, language, channel, receipt, created_at)
     VALUES (?, ?, ?, 'The link is dead', 'reader@example.com', 'de', 'form', ?, '2026-11-26T10:00:00.000Z') RETURNING id`,
  )
    .bind(status, toolId, reason, `r${receipts}`)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(async () => {
  cookie = await signIn();
});

describe("the moderation queue", () => {
  it("lists one kind in one state, newest first, with every state's count, the text as stored", async () => {
    await suggestion("alpha");
    await suggestion("beta");
    await suggestion("gamma", "spam");
    await report("claude");
    const res = await call("GET", "/contributions?kind=suggestions&status=new");
    expect(res.status).toBe(200);
    const list = moderationListSchema.parse(await res.json());
    expect(list.counts.suggestions).toMatchObject({ new: 2, spam: 1, accepted: 0, rejected: 0 });
    expect(list.counts.reports.new).toBeGreaterThanOrEqual(1);
    expect(list.suggestions.map((s) => s.name)).toEqual(["beta", "alpha"]);
    expect(list.suggestions[0]).toMatchObject({ description: "<b>beta</b> helps", hasEmail: true, language: "fr" });
    expect(JSON.stringify(list)).not.toContain("visitor@example.com");
    const reports = moderationListSchema.parse(await (await call("GET", "/contributions?kind=reports")).json());
    expect(reports.reports[0]).toMatchObject({
      toolId: "claude",
      toolName: "Claude",
      reason: "broken-link",
      note: "The link is dead",
    });
    expect((await call("GET", "/contributions?kind=everything")).status).toBe(400);
  });

  it("rejects with a reason, marks spam, and forgets the visitor's address on closing", async () => {
    const id = await suggestion("delta");
    expect(
      (await call("POST", `/contributions/suggestions/${id}/close`, { status: "rejected", note: "Not an AI tool" }))
        .status,
    ).toBe(204);
    const row = await env.DB.prepare("SELECT status, closing_note, email, closed_at FROM tool_suggestions WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toMatchObject({ status: "rejected", closing_note: "Not an AI tool", email: null });
    expect(row?.closed_at).toEqual(expect.any(String));
    // Closed once: a second decision finds nothing open, but a closed item can still be marked spam.
    expect((await call("POST", `/contributions/suggestions/${id}/close`, { status: "rejected" })).status).toBe(404);
    expect((await call("POST", `/contributions/suggestions/${id}/close`, { status: "spam" })).status).toBe(204);
  });

  it("accepts a suggestion only with the tool it became", async () => {
    const id = await suggestion("epsilon");
    // The catalogue editor prefills a new tool from the suggestion it reads here.
    const one = await call("GET", `/contributions/suggestions/${id}`);
    expect(await one.json()).toMatchObject({
      id,
      name: "epsilon",
      url: "https://epsilon.example",
      category: "writing-help",
    });
    expect((await call("GET", "/contributions/suggestions/999999")).status).toBe(404);
    expect((await call("POST", `/contributions/suggestions/${id}/close`, { status: "accepted" })).status).toBe(400);
    expect(
      (await call("POST", `/contributions/suggestions/${id}/close`, { status: "accepted", toolId: "no-such-tool" }))
        .status,
    ).toBe(400);
    expect(
      (await call("POST", `/contributions/suggestions/${id}/close`, { status: "accepted", toolId: "chatgpt" })).status,
    ).toBe(204);
    const row = await env.DB.prepare("SELECT status, draft_tool_id, email FROM tool_suggestions WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ status: "accepted", draft_tool_id: "chatgpt", email: null });
  });

  it("resolves a report with a note; the tool's editor lists its open reports", async () => {
    const open = await report("gemini", "wrong-price");
    const done = await report("gemini", "outdated");
    expect(
      (await call("POST", `/contributions/reports/${done}/close`, { status: "accepted", note: "Fixed the price" }))
        .status,
    ).toBe(204);
    const res = await call("GET", "/catalogue/tools/gemini/reports");
    expect(res.status).toBe(200);
    const { reports } = (await res.json()) as { reports: unknown[] };
    expect(reports.map((r) => queuedReportSchema.parse(r).id)).toEqual([open]);
  });

  it("refuses unknown items, bad decisions, another site, and anyone not signed in", async () => {
    expect((await call("POST", "/contributions/suggestions/999999/close", { status: "rejected" })).status).toBe(404);
    expect((await call("POST", "/contributions/votes/1/close", { status: "rejected" })).status).toBe(404);
    expect((await call("POST", "/contributions/suggestions/1/close", { status: "maybe" })).status).toBe(400);
    const foreign = await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/contributions/suggestions/1/close`, {
        method: "POST",
        headers: { Origin: "https://evil.example", Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "spam" }),
      }),
    );
    expect(foreign.status).toBe(403);
    for (const [method, path, body] of [
      ["GET", "/contributions", undefined],
      ["GET", "/contributions/suggestions/1", undefined],
      ["POST", "/contributions/suggestions/1/close", { status: "spam" }],
      ["GET", "/catalogue/tools/gemini/reports", undefined],
    ] as const) {
      expect((await call(method, path, body, false)).status, `${method} ${path}`).toBe(401);
    }
  });
});
