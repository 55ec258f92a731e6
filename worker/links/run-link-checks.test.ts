import { env } from "cloudflare:test";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { database } from "../db/client";
import { LINK_CHECK, runLinkChecks } from "./run-link-checks";

/**
 * Runs of the link checker over the catalogue in D1, every tool's address pointed at a local server
 * (worker/test/link-server.ts), so nothing leaves this machine.
 */
const server = inject("linkServer");
const port = new URL(server).port;
const db = () => database(env.DB);
const NOW = new Date("2026-11-27T10:00:00.000Z");
const run = (now = NOW, limits = {}) =>
  runLinkChecks(db(), {
    now,
    userAgent: "AIToolsGuideLinkCheck/1.0",
    limits: { ...LINK_CHECK, checkTimeoutMs: 2_500, ...limits },
  });

async function setUrl(id: string, path: string, host = "127.0.0.1") {
  await env.DB.prepare("UPDATE catalogue_tools SET url = ? WHERE id = ?")
    .bind(`http://${host}:${port}${path}`, id)
    .run();
}
const ids = async () =>
  (
    await env.DB.prepare("SELECT id FROM catalogue_tools WHERE status = 'published' ORDER BY id").all<{ id: string }>()
  ).results.map((r) => r.id);
const checks = async () =>
  (await env.DB.prepare("SELECT * FROM link_checks ORDER BY tool_id").all<Record<string, unknown>>()).results;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM link_checks").run();
  await env.DB.prepare("UPDATE catalogue_tools SET url = ?").bind(`${server}/ok`).run();
});

describe("a run of the link checker", () => {
  it("records what each address answered: ok, moved with its new address, dead, or unchecked", async () => {
    const [a = "", b = "", c = "", d = "", e = ""] = await ids();
    await setUrl(a, "/moved");
    await setUrl(b, "/gone");
    await setUrl(c, "/forbidden");
    await setUrl(d, "/never");
    await setUrl(e, "/busy");
    const result = await run(NOW, { requestBudget: 1000 });
    const published = (await ids()).length;
    expect(result.checked).toBe(published);
    expect(result.found).toEqual({ ok: published - 5, moved: 1, dead: 1, unchecked: 3 });
    const byId = Object.fromEntries((await checks()).map((row) => [row.tool_id, row]));
    expect(byId[a]).toMatchObject({
      outcome: "moved",
      status: 200,
      final_url: `${server}/ok`,
      checked_at: NOW.toISOString(),
    });
    expect(byId[b]).toMatchObject({ outcome: "dead", status: 404 });
    expect(byId[c]).toMatchObject({ outcome: "unchecked", status: 403 });
    expect(byId[d]).toMatchObject({ outcome: "unchecked", status: null, final_url: null });
    expect(byId[e]).toMatchObject({ outcome: "unchecked", status: 429 });
  });

  it("stays within its request budget, and the next runs go on where it stopped until every tool is checked", async () => {
    const published = (await ids()).length;
    const first = await run(NOW, { requestBudget: 20 });
    expect(first.requests).toBeLessThanOrEqual(20);
    expect(first.checked).toBeGreaterThan(0);
    expect(first.checked).toBeLessThan(published);
    let checked = first.checked;
    for (let i = 0; i < 10 && checked < published; i++) checked += (await run(NOW, { requestBudget: 20 })).checked;
    expect(checked).toBe(published);
    expect(await checks()).toHaveLength(published);
  });

  it("checks an address again after a week, or as soon as the owner changes it", async () => {
    await run(NOW, { requestBudget: 1000 });
    expect((await run(new Date(NOW.getTime() + 6 * 86_400_000), { requestBudget: 1000 })).checked).toBe(0);
    const [changed = ""] = await ids();
    await setUrl(changed, "/gone");
    const again = await run(new Date(NOW.getTime() + 86_400_000), { requestBudget: 1000 });
    expect(again).toMatchObject({ checked: 1, found: { dead: 1 } });
    const week = await run(new Date(NOW.getTime() + 7 * 86_400_000 + 1), { requestBudget: 1000 });
    expect(week.checked).toBe((await ids()).length - 1);
  });

  it("asks one host one thing at a time, several hosts side by side, and forgets tools no longer published", async () => {
    const all = await ids();
    for (const [i, id] of all.slice(0, 12).entries()) await setUrl(id, "/slow", i % 2 ? "127.0.0.1" : "localhost");
    await env.DB.prepare(
      "UPDATE catalogue_tools SET status = 'archived' WHERE id NOT IN (SELECT id FROM catalogue_tools ORDER BY id LIMIT 12)",
    ).run();
    await run(NOW, { requestBudget: 1000 });
    const most = (await (await fetch(`${server}/most-at-once`)).json()) as Record<string, number>;
    expect(most).toEqual({ [`127.0.0.1:${port}`]: 1, [`localhost:${port}`]: 1 });
    expect(await checks()).toHaveLength(12);
    await env.DB.prepare("UPDATE catalogue_tools SET status = 'archived' WHERE id = ?").bind(all[0]).run();
    await run(new Date(NOW.getTime() + 8 * 86_400_000), { requestBudget: 1000 });
    expect((await checks()).map((row) => row.tool_id)).not.toContain(all[0]);
  });
});
