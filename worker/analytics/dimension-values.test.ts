import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { ANALYTICS_DIMENSIONS } from "@common/analytics-dimensions";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { testIp } from "../test/test-ip";
import { DIMENSION_MAX_LENGTH, normaliseDimension } from "./dimension-values";
import { isBot } from "./user-agent";

/** What the security review sent: bowser names the browser after the User-Agent's own text. */
const LONG_UA = `x;=1+1 ${"A".repeat(6000)}/1.0 (Windows NT 10.0; Win64; x64)`;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Right-to-left override, a zero-width joiner, a NUL and a bell: invisible, and never part of a label. */
const INVISIBLES = "\u202E\u200D\u0000\u0007";

let ipCounter = 700_000;

/** A page load at the edge, from a network of its own, waiting for the write after the answer. */
async function pageLoad(path: string, headers: Record<string, string>, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, {
      headers: {
        Accept: "text/html",
        "Sec-Fetch-Dest": "document",
        "CF-Connecting-IP": testIp(++ipCounter),
        ...headers,
      },
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const rows = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, string | number>>()).results;

beforeEach(async () => {
  await env.DB.batch(["visits", "visit_daily", "daily_visitors"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

describe("every stored analytics value goes through one normaliser", () => {
  it("a 6 KB User-Agent that passes as a browser is stored as the family Other, in the row, the roll-up and Analytics Engine", async () => {
    expect(LONG_UA.length).toBeGreaterThan(6000);
    expect(isBot(LONG_UA)).toBe(false);
    const points: AnalyticsEngineDataPoint[] = [];
    const res = await pageLoad(
      "/tools",
      { "User-Agent": LONG_UA },
      { VISITS: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void (point && points.push(point)) } },
    );
    expect(res.status).toBe(200);
    expect(await rows("SELECT browser, os, device FROM visits")).toEqual([
      { browser: "Other", os: "Windows", device: "desktop" },
    ]);
    expect(await rows("SELECT value FROM visit_daily WHERE dim = 'agent'")).toEqual([
      { value: '["Other","desktop","Windows"]' },
    ]);
    expect(points).toHaveLength(1);
    expect(points[0]?.blobs?.[3]).toBe("Other");
    const longest = Math.max(...(points[0]?.blobs ?? []).map((blob) => String(blob).length));
    expect(longest).toBeLessThanOrEqual(64);
    const [largest] = await rows("SELECT MAX(length(value)) AS n FROM visit_daily");
    expect(Number(largest?.n)).toBeLessThan(64);
  });

  it("control and bidi characters are removed from campaigns, and a referrer that is not a host name counts as direct", async () => {
    const campaign = encodeURIComponent(`spring${INVISIBLES}sale`);
    await pageLoad(`/?utm_source=${encodeURIComponent(`\u202Enews${INVISIBLES}`)}&utm_campaign=${campaign}`, {
      "User-Agent": CHROME,
      Referer: "http://x;=1+1/",
    });
    expect(await rows("SELECT utm_source, utm_campaign, referrer_domain FROM visits")).toEqual([
      { utm_source: "news", utm_campaign: "springsale", referrer_domain: "direct" },
    ]);
    expect(await rows("SELECT dim, value FROM visit_daily WHERE dim IN ('campaign', 'referrer') ORDER BY dim")).toEqual(
      [
        { dim: "campaign", value: '["news","","springsale"]' },
        { dim: "referrer", value: "direct" },
      ],
    );
  });

  it("caps every value, and a stored value normalises to itself", () => {
    const hostile = [
      LONG_UA,
      "x".repeat(5000),
      `${INVISIBLES}Chrome${INVISIBLES}`,
      "Microsoft Edge",
      "Samsung Internet for Android",
      "de",
      "xx",
      "DE",
      "de-DE",
      "/tools",
      "/tools/../../etc",
      "mobile",
      "tv",
      "Google.COM",
      "a".repeat(300),
      "[2001:db8::1]",
      `${"é".repeat(100)}${INVISIBLES}`,
      "video editor",
      "chatgpt",
      "",
    ];
    for (const dimension of ANALYTICS_DIMENSIONS) {
      for (const raw of hostile) {
        const value = normaliseDimension(dimension, raw);
        if (value === null) continue;
        expect([...value].length, `${dimension} of ${raw.slice(0, 20)}`).toBeLessThanOrEqual(
          DIMENSION_MAX_LENGTH[dimension],
        );
        expect(value).not.toMatch(/[\p{Cc}\p{Cf}]/u);
        expect(normaliseDimension(dimension, value), `${dimension} of ${raw.slice(0, 20)}`).toBe(value);
      }
    }
    expect(normaliseDimension("browser", "Microsoft Edge")).toBe("Edge");
    expect(normaliseDimension("browser", "Unknown")).toBe("Unknown");
    expect(normaliseDimension("browser", "x;=1+1 AAAA")).toBe("Other");
    expect(normaliseDimension("os", "Chrome OS")).toBe("Chrome OS");
    expect(normaliseDimension("os", "TempleOS")).toBe("Other");
    expect(normaliseDimension("country", "de")).toBe("Unknown");
    expect(normaliseDimension("language", "xx")).toBe("--");
    expect(normaliseDimension("referrer", "Google.COM")).toBe("google.com");
    expect(normaliseDimension("referrer", "a".repeat(300))).toBe("direct");
    expect(normaliseDimension("clickedTool", "chatgpt")).toBe("chatgpt");
    expect(normaliseDimension("clickedTool", "Not a tool")).toBeNull();
    expect(normaliseDimension("clickedTool", "../admin")).toBeNull();
    expect(normaliseDimension("clickedTool", "a".repeat(61))).toBeNull();
    expect(normaliseDimension("page", "/tools/chatgpt")).toBe("/tools/chatgpt");
    expect(normaliseDimension("page", "/tools/Not%20a%20tool")).toBe("Other");
  });
});
