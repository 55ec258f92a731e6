/// <reference types="vite/client" />
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it, vi } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import worker from "../index";
import { CRONS, linkCheckerUserAgent } from "../scheduled";

/** The cron every 15 minutes runs the link checker; the daily one does not (its pruning is tested in worker/scheduled.test.ts). */
const server = inject("linkServer");

async function fire(cron: string) {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env> = worker;
  await handler.scheduled?.(createScheduledController({ scheduledTime: Date.now(), cron }), env, ctx);
  await waitOnExecutionContext(ctx);
  const logged = info.mock.calls.map((call) => String(call[0]));
  info.mockRestore();
  return logged;
}

describe("the link checker's cron", () => {
  it("is the one wrangler.toml schedules, beside the daily one", () => {
    const crons = /^crons = (\[.*\])$/m.exec(wranglerToml)?.[1] ?? "[]";
    expect(JSON.parse(crons)).toEqual([CRONS.daily, CRONS.linkChecks]);
  });

  it("checks published tools' addresses every 15 minutes, within its budget, naming the site", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET url = ?").bind(`${server}/ok`).run();
    const logged = await fire(CRONS.linkChecks);
    const run = JSON.parse(logged.find((line) => line.includes("Links checked")) ?? "{}");
    expect(run.requests).toBeGreaterThan(0);
    expect(run.requests).toBeLessThanOrEqual(45);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM link_checks WHERE outcome = 'ok'").first<{
      n: number;
    }>();
    expect(rows?.n).toBe(run.checked);
    expect(linkCheckerUserAgent(env)).toBe("AIToolsGuide-LinkCheck/1.0");
    expect(linkCheckerUserAgent({ ...env, SITE_URL: "https://example.org" })).toBe(
      "AIToolsGuide-LinkCheck/1.0 (+https://example.org/about)",
    );
  });

  it("does not run at the daily cron", async () => {
    await env.DB.prepare("DELETE FROM link_checks").run();
    const logged = await fire(CRONS.daily);
    expect(logged.some((line) => line.includes("Links checked"))).toBe(false);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM link_checks").first<{ n: number }>())?.n).toBe(0);
  });
});
