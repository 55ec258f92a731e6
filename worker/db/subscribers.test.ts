import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../lib/sha256-hex";
import { database } from "./client";
import { pruneExpiredRows } from "./retention";
import {
  type ConfirmationRequest,
  confirmSubscription,
  newToken,
  pendingConfirmation,
  requestConfirmation,
  unsubscribe,
} from "./subscribers";

/** Double opt-in in D1 (docs/decisions/042): who gets a confirmation mail, and what a token can do. */
const db = () => database(env.DB);
const HOUR = 3_600_000;
const START = new Date("2026-11-27T08:00:00.000Z");
const LIMITS = { addressInterval: HOUR, perAddressPerDay: 3, perNetworkPerDay: 10, perDay: 200 };
let networks = 0;

/** A signup of `email` at `now` from a network of its own unless one is given; returns the request and its token. */
async function signup(email: string, overrides: Partial<ConfirmationRequest> = {}) {
  const token = newToken();
  networks += 1;
  const request: ConfirmationRequest = {
    email,
    language: "he",
    source: "footer",
    consentVersion: "2026-11-27",
    confirmTokenHash: await sha256Hex(token),
    unsubscribeToken: newToken(),
    now: START,
    expiresAt: new Date(START.getTime() + 48 * HOUR),
    networkKeys: [`network-${networks}`],
    limits: LIMITS,
    ...overrides,
  };
  return { token, request, outcome: await requestConfirmation(db(), request) };
}

async function row(email: string) {
  return env.DB.prepare("SELECT * FROM subscribers WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

describe("a signup", () => {
  it("stores the address as pending with the consent details, and never an IP address", async () => {
    const { request, outcome } = await signup("first@example.com");
    expect(outcome).toBe("send");
    expect(await row("first@example.com")).toMatchObject({
      status: "pending",
      language: "he",
      source: "footer",
      consent_version: "2026-11-27",
      confirmed_at: null,
      confirm_token_hash: request.confirmTokenHash,
      confirm_expires_at: "2026-11-29T08:00:00.000Z",
      unsubscribe_token: request.unsubscribeToken,
    });
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('subscribers')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name).filter((name) => /ip|network|agent/i.test(name))).toEqual([]);
  });

  it("sends one mail per address per hour and three a day; a held signup changes nothing", async () => {
    const first = await signup("hourly@example.com");
    const again = await signup("hourly@example.com", { now: new Date(START.getTime() + HOUR - 1) });
    expect([first.outcome, again.outcome]).toEqual(["send", "held"]);
    expect((await row("hourly@example.com"))?.confirm_token_hash).toBe(first.request.confirmTokenHash);
    const second = await signup("hourly@example.com", { now: new Date(START.getTime() + HOUR) });
    const third = await signup("hourly@example.com", { now: new Date(START.getTime() + 2 * HOUR) });
    const fourth = await signup("hourly@example.com", { now: new Date(START.getTime() + 3 * HOUR) });
    expect([second.outcome, third.outcome, fourth.outcome]).toEqual(["send", "send", "held"]);
    // A new UTC day starts a new count; the newest token is the only one that works.
    const nextDay = await signup("hourly@example.com", { now: new Date("2026-11-28T00:30:00.000Z") });
    expect(nextDay.outcome).toBe("send");
    expect((await row("hourly@example.com"))?.confirm_token_hash).toBe(nextDay.request.confirmTokenHash);
  });

  it("of fifty at once for one address sends exactly one mail", async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => signup("fifty@example.com")));
    expect(outcomes.filter((o) => o.outcome === "send")).toHaveLength(1);
    const totals = await env.DB.prepare("SELECT sent FROM daily_mail_totals WHERE day = '2026-11-27'").first<{
      sent: number;
    }>();
    expect(totals?.sent).toBeGreaterThanOrEqual(1);
    const winner = outcomes.find((o) => o.outcome === "send");
    expect((await row("fifty@example.com"))?.confirm_token_hash).toBe(winner?.request.confirmTokenHash);
  });

  it("stops at the network's daily cap, for every address", async () => {
    const limits = { ...LIMITS, perNetworkPerDay: 3 };
    const shared = ["shared-network"];
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push((await signup(`net-${i}@example.com`, { networkKeys: shared, limits })).outcome);
    }
    expect(outcomes).toEqual(["send", "send", "send", "held", "held"]);
    expect(await row("net-3@example.com")).toBeNull();
    // The IPv6 /48 counts as well: a fresh /64 inside a spent /48 is held.
    const fresh = await signup("net-5@example.com", { networkKeys: ["another-64", "shared-network"], limits });
    expect(fresh.outcome).toBe("held");
  });

  it("stops at the site's daily cap", async () => {
    const day = new Date("2026-12-01T10:00:00.000Z");
    const limits = { ...LIMITS, perDay: 2 };
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await signup(`cap-${i}@example.com`, { now: day, limits })).outcome);
    expect(outcomes).toEqual(["send", "send", "held"]);
  });

  it("of an active address is refused as already subscribed, and changes nothing", async () => {
    const { token } = await signup("active@example.com");
    await confirmSubscription(db(), await sha256Hex(token), START);
    const before = await row("active@example.com");
    const again = await signup("active@example.com", { now: new Date(START.getTime() + 5 * HOUR) });
    expect(again.outcome).toBe("active");
    expect(await row("active@example.com")).toEqual(before);
  });

  it("after unsubscribing needs a new confirmation and gets a new unsubscribe token", async () => {
    const first = await signup("back@example.com");
    await confirmSubscription(db(), await sha256Hex(first.token), START);
    await unsubscribe(db(), first.request.unsubscribeToken, START);
    expect((await row("back@example.com"))?.status).toBe("unsubscribed");
    const back = await signup("back@example.com", { now: new Date(START.getTime() + 2 * HOUR) });
    expect(back.outcome).toBe("send");
    const stored = await row("back@example.com");
    expect(stored).toMatchObject({ status: "pending", confirmed_at: null });
    expect(stored?.unsubscribe_token).not.toBe(first.request.unsubscribeToken);
    expect(stored?.unsubscribe_token).toBe(back.request.unsubscribeToken);
    // Confirmed again, the record describes the new subscription: the time it last left is cleared.
    await confirmSubscription(db(), await sha256Hex(back.token), new Date(START.getTime() + 3 * HOUR));
    expect(await row("back@example.com")).toMatchObject({ status: "active", unsubscribed_at: null });
  });
});

describe("a confirmation token", () => {
  it("confirms its own address once, recording when", async () => {
    const a = await signup("owner-a@example.com");
    const b = await signup("owner-b@example.com");
    const at = new Date(START.getTime() + HOUR);
    expect(await pendingConfirmation(db(), await sha256Hex(a.token), at)).toEqual({ language: "he" });
    expect((await row("owner-a@example.com"))?.status).toBe("pending");
    const confirmed = await confirmSubscription(db(), await sha256Hex(a.token), at);
    expect(confirmed).toEqual({
      email: "owner-a@example.com",
      language: "he",
      unsubscribeToken: a.request.unsubscribeToken,
    });
    expect(await row("owner-a@example.com")).toMatchObject({
      status: "active",
      confirmed_at: at.toISOString(),
      confirm_token_hash: null,
      confirm_expires_at: null,
    });
    expect(await confirmSubscription(db(), await sha256Hex(a.token), at)).toBeNull();
    expect((await row("owner-b@example.com"))?.status).toBe("pending");
    expect(b.outcome).toBe("send");
  });

  it("stops working when it expires, and the cron deletes the pending address", async () => {
    const { token } = await signup("late@example.com");
    const kept = await signup("kept@example.com", { expiresAt: new Date(START.getTime() + 96 * HOUR) });
    const expired = new Date(START.getTime() + 48 * HOUR);
    expect(await pendingConfirmation(db(), await sha256Hex(token), expired)).toBeNull();
    expect(await confirmSubscription(db(), await sha256Hex(token), expired)).toBeNull();
    const active = await signup("stays@example.com");
    await confirmSubscription(db(), await sha256Hex(active.token), START);
    const report = await pruneExpiredRows(env.DB, {
      visitsBefore: null,
      searchesBefore: null,
      saltsBefore: "2000-01-01",
      challengesBefore: new Date(expired.getTime() + 1).toISOString(),
    });
    expect(report.subscribers).toBeGreaterThanOrEqual(1);
    expect(await row("late@example.com")).toBeNull();
    expect((await row("kept@example.com"))?.status).toBe("pending");
    expect((await row("stays@example.com"))?.status).toBe("active");
    expect(kept.outcome).toBe("send");
  });

  it("is cleared when the pending address unsubscribes from the confirmation mail", async () => {
    const { token, request } = await signup("never@example.com");
    const left = await unsubscribe(db(), request.unsubscribeToken, START);
    expect(left).toMatchObject({ email: "never@example.com", wasActive: false });
    expect(await confirmSubscription(db(), await sha256Hex(token), START)).toBeNull();
    expect((await row("never@example.com"))?.status).toBe("unsubscribed");
  });
});
