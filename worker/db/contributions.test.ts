import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "./client";
import { normalizedHost, type StoreContext, storeReport, storeSuggestion } from "./contributions";
import { newToken } from "./subscribers";

/** Storing suggestions and reports: the network's daily allowance and duplicates, decided in one batch. */
const db = () => database(env.DB);
const NOW = new Date("2026-11-27T12:00:00.000Z");
const context = (overrides: Partial<StoreContext> = {}): StoreContext => ({
  channel: "script",
  spam: false,
  now: NOW,
  networkKeys: ["network-a"],
  perNetworkPerDay: 10,
  receipt: newToken(),
  ...overrides,
});
const suggestion = (url: string) => ({
  name: "A tool",
  url,
  category: "ai-assistants" as const,
  description: "Helps.",
  language: "en",
  email: undefined,
});

describe("a suggestion's host", () => {
  it("is the address's host, lower-cased, without www.", () => {
    expect(normalizedHost("https://WWW.Example.COM:8443/path?q=1")).toBe("example.com");
    expect(normalizedHost("https://app.example.com")).toBe("app.example.com");
    expect(normalizedHost("not a url")).toBe("");
  });
});

describe("the network's daily allowance", () => {
  it("holds suggestions and reports together past it, for the network and its /48, until the next day", async () => {
    const limited = (extra: Partial<StoreContext> = {}) =>
      context({ networkKeys: ["net-x", "alloc-x"], perNetworkPerDay: 3, ...extra });
    expect(await storeSuggestion(db(), suggestion("https://one.example"), limited())).toBe("stored");
    expect(
      await storeReport(db(), "claude", { reason: "other", note: "", language: "en", email: undefined }, limited()),
    ).toBe("stored");
    expect(await storeSuggestion(db(), suggestion("https://three.example"), limited())).toBe("stored");
    expect(await storeSuggestion(db(), suggestion("https://four.example"), limited())).toBe("held");
    // Another /64 in the same /48 shares the allowance.
    expect(
      await storeSuggestion(db(), suggestion("https://five.example"), limited({ networkKeys: ["net-y", "alloc-x"] })),
    ).toBe("held");
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    expect(await storeSuggestion(db(), suggestion("https://four.example"), limited({ now: tomorrow }))).toBe("stored");
  });

  it("lets one of twenty simultaneous suggestions of a new site through", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storeSuggestion(db(), suggestion(`https://www.race.example/${i}`), context({ networkKeys: [`race-${i}`] })),
      ),
    );
    expect(outcomes.filter((o) => o === "stored")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "pending")).toHaveLength(19);
  });
});
