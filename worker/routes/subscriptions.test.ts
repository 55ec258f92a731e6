import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { testIp } from "../test/test-ip";

const ORIGIN = "http://localhost";
let ipCounter = 0;

function subscribe(body: unknown, { origin = ORIGIN, type = "application/json", raw = false, ip = "" } = {}) {
  ipCounter += 1;
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/subscribe`, {
      method: "POST",
      headers: {
        "Content-Type": type,
        Origin: origin,
        "CF-Connecting-IP": ip || testIp(ipCounter),
      },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

async function rows(): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare("SELECT * FROM subscribers ORDER BY id").all()).results;
}

async function count(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers").first<{ n: number }>())?.n ?? 0;
}

describe("POST /api/subscribe", () => {
  it("stores a new address trimmed and lower-cased, with time, active flag, language, source and a token", async () => {
    const res = await subscribe({ email: "  Ana.Garcia@Example.COM ", language: "es", source: "home" });
    expect(res.status).toBe(201);
    const [row] = (await rows()).filter((r) => r.email === "ana.garcia@example.com");
    expect(row).toBeDefined();
    expect(row?.is_active).toBe(1);
    expect(row?.language).toBe("es");
    expect(row?.source).toBe("home");
    expect(String(row?.unsubscribe_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.now() - Date.parse(String(row?.subscribed_at))).toBeLessThan(60_000);
  });

  it("an active address again is 409 'Email already subscribed', whatever its case", async () => {
    expect((await subscribe({ email: "dup@example.com" })).status).toBe(201);
    const again = await subscribe({ email: "DUP@example.com" });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.message).toBe("Email already subscribed");
  });

  it.each([
    ["a missing email", {}],
    ["an empty email", { email: "" }],
    ["no @", { email: "not-an-email" }],
    ["spaces inside", { email: "a b@example.com" }],
    ["a number", { email: 42 }],
    ["over 254 characters", { email: `${"a".repeat(250)}@example.com` }],
    ["an unknown language", { email: "x@example.com", language: "xx" }],
    ["script in the address", { email: "<script>alert(1)</script>@example.com" }],
  ])("%s is 400 with a clear message and stores nothing", async (_, body) => {
    const before = await count();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/email|language|body/i);
    expect(await count()).toBe(before);
  });

  it("malformed JSON is 400, a wrong content type 415, an oversized body 413; nothing stored", async () => {
    const before = await count();
    expect((await subscribe('{"email":', { raw: true })).status).toBe(400);
    expect((await subscribe("email=a@b.co", { raw: true, type: "application/x-www-form-urlencoded" })).status).toBe(
      415,
    );
    expect((await subscribe({ email: "big@example.com", pad: "x".repeat(10_000) })).status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("a filled-in honeypot is accepted silently and not stored", async () => {
    const before = await count();
    const res = await subscribe({ email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it("refuses a foreign Origin", async () => {
    const before = await count();
    const res = await subscribe({ email: "xsite@example.com" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("rate-limits signups per IP with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      statuses.push((await subscribe({ email: `burst${i}@example.com` }, { ip: "203.0.113.50" })).status);
    }
    expect(statuses).toContain(429);
  });

  it("200 concurrent signups of one new address store one row; every other answer is 409", {
    timeout: 30_000,
  }, async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => subscribe({ email: "race@example.com" })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'race@example.com'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(1);
  });

  it("200 concurrent signups of distinct addresses store 200 rows", { timeout: 30_000 }, async () => {
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => subscribe({ email: `crowd${i}@example.com` })),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(await count()).toBe(before + 200);
  });
});
