import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { networkLimitKeys, withinNetworkLimit } from "./network-limit";

const from = (ip: string) => new Request("https://example.com/", { headers: { "CF-Connecting-IP": ip } });

describe("networkLimitKeys", () => {
  it("spends an IPv6 request under its /64 and its /48, an IPv4 request under its address alone", () => {
    expect(networkLimitKeys("vote", from("2001:db8:5:6::1"))).toEqual([
      "vote:2001:db8:5:6::/64",
      "vote:2001:db8:5::/48",
    ]);
    expect(networkLimitKeys("vote", from("203.0.113.9"))).toEqual(["vote:203.0.113.9"]);
  });
});

describe("withinNetworkLimit on a real limiter", () => {
  it("refuses a fresh /64 once its /48 has spent the allowance, and counts other /48s apart", async () => {
    // SUBSCRIBE_LIMITER allows 10 a minute (wrangler.toml); wait for a fresh window near a window's end.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
    const answers: boolean[] = [];
    for (let i = 1; i <= 10; i++) {
      answers.push(await withinNetworkLimit(env.SUBSCRIBE_LIMITER, "unit", from(`2001:db8:4800:${i}::1`)));
    }
    expect(answers).toEqual(Array(10).fill(true));
    expect(await withinNetworkLimit(env.SUBSCRIBE_LIMITER, "unit", from("2001:db8:4800:ff::1"))).toBe(false);
    expect(await withinNetworkLimit(env.SUBSCRIBE_LIMITER, "unit", from("2001:db8:4801:1::1"))).toBe(true);
  }, 30_000);
});
