import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { authStatusSchema } from "@common/api/admin";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, parsePasswordHash } from "../auth/password";
import { SESSION_TTL_SECONDS, sessionKey } from "../auth/sessions";
import { ORIGIN, signIn } from "../test/admin-session";
import { testIp } from "../test/test-ip";

let ipCounter = 0;
function login(body: unknown, { ip = "", origin = ORIGIN, raw = false } = {}) {
  ipCounter += 1;
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "CF-Connecting-IP": ip || testIp(100_000 + ipCounter),
      },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

function auth(cookie = "") {
  return exports.default.fetch(new Request(`${ORIGIN}/api/admin/auth`, { headers: { Cookie: cookie } }));
}

describe("password hashing", () => {
  it("uses at most 100,000 PBKDF2 iterations (the production Workers ceiling), stored in the hash", () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(PBKDF2_MAX_ITERATIONS);
    const parsed = parsePasswordHash(env.ADMIN_PASSWORD_HASH);
    expect(parsed?.iterations).toBe(PBKDF2_ITERATIONS);
    expect(parsed?.salt.length).toBeGreaterThanOrEqual(16);
  });
});

describe("POST /api/admin/login", () => {
  it("signs in: a __Host- cookie (HttpOnly, Secure, SameSite=Strict, Path=/) and a KV record keyed by its hash", async () => {
    const res = await login({ username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(authStatusSchema.parse(await res.json())).toEqual({ authenticated: true, username: env.ADMIN_USERNAME });
    const header = res.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Secure/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const token = header.split(";")[0]?.split("=")[1] ?? "";
    const stored = await env.SESSIONS.getWithMetadata(await sessionKey(token));
    expect(JSON.parse(String(stored.value))).toMatchObject({ username: env.ADMIN_USERNAME });
    expect(await env.SESSIONS.get(`session:${token}`)).toBeNull();
  });

  it("issues a new token on every login", async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first).not.toBe(second);
  });

  it.each([
    ["wrong password", () => ({ username: env.ADMIN_USERNAME, password: "nope" })],
    ["unknown username", () => ({ username: "someone-else", password: env.TEST_ADMIN_PASSWORD })],
    ["both wrong", () => ({ username: "x", password: "y" })],
  ])("%s is the same 401 'Invalid credentials'", async (_, body) => {
    const res = await login(body());
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).error.message).toBe("Invalid credentials");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["no username", { password: "x" }],
    ["no password", { username: "admin" }],
    ["empty strings", { username: "", password: "" }],
    ["wrong types", { username: 1, password: true }],
  ])("%s is 400", async (_, body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/username|password/);
  });

  it("refuses a foreign Origin", async () => {
    const res = await login(
      { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("throttles repeated failures from one IP with 429, then refuses even the right password for a while", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) {
      statuses.push((await login({ username: `guess${i}`, password: "x" }, { ip: "203.0.113.99" })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(401);
    const right = await login(
      { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
      { ip: "203.0.113.99" },
    );
    expect(right.status).toBe(429);
  });

  it("throttles repeated failures for one username from many IPs with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) {
      statuses.push((await login({ username: "target-user", password: `guess${i}` })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe("sessions", () => {
  it("GET /api/admin/auth: false without a session, true with the username with one", async () => {
    expect(authStatusSchema.parse(await (await auth()).json())).toEqual({ authenticated: false });
    const cookie = await signIn();
    expect(authStatusSchema.parse(await (await auth(cookie)).json())).toEqual({
      authenticated: true,
      username: env.ADMIN_USERNAME,
    });
  });

  it("a tampered or random cookie is not a session", async () => {
    const cookie = await signIn();
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith("A") ? "B" : "A"}A`;
    for (const value of [tampered, `__Host-session=${"x".repeat(43)}`, "__Host-session=<script>"]) {
      expect(authStatusSchema.parse(await (await auth(value)).json()).authenticated).toBe(false);
      const guarded = await exports.default.fetch(
        new Request(`${ORIGIN}/api/admin/analytics`, { headers: { Cookie: value } }),
      );
      expect(guarded.status).toBe(401);
    }
  });

  it("expires with the KV record (12 hours)", async () => {
    expect(SESSION_TTL_SECONDS).toBe(43_200);
    const cookie = await signIn();
    const token = cookie.split("=")[1] ?? "";
    // Simulate the absolute expiry: KV drops the record when its TTL runs out.
    await env.SESSIONS.delete(await sessionKey(token));
    expect(authStatusSchema.parse(await (await auth(cookie)).json()).authenticated).toBe(false);
  });

  it("a record older than 12 hours is refused even if still present", async () => {
    const cookie = await signIn();
    const token = cookie.split("=")[1] ?? "";
    const old = new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000).toISOString();
    await env.SESSIONS.put(await sessionKey(token), JSON.stringify({ username: env.ADMIN_USERNAME, createdAt: old }));
    expect(authStatusSchema.parse(await (await auth(cookie)).json()).authenticated).toBe(false);
  });

  it("logout deletes the record and clears the cookie; the token stops working at once", async () => {
    const cookie = await signIn();
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/logout`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie") ?? "").toMatch(/__Host-session=;.*Max-Age=0/i);
    expect(authStatusSchema.parse(await (await auth(cookie)).json()).authenticated).toBe(false);
  });

  it("every admin-only endpoint answers 401 JSON without a session", async () => {
    for (const path of [
      "/api/admin/analytics",
      "/api/admin/daily-homepage-views",
      "/api/subscriptions",
      "/api/subscriptions/download",
    ]) {
      const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`));
      expect(res.status, path).toBe(401);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe("unauthorized");
    }
  });
});

describe("without the admin secrets", () => {
  it("login answers 503 'Admin login is not configured' and the rest of the site works", async () => {
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const worker = (await import("../index")).default;
    const bare = { ...env, ADMIN_USERNAME: "", ADMIN_PASSWORD_HASH: "" } as Env;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ username: "admin", password: "whatever" }),
      }),
      bare,
      ctx,
    );
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.message).toBe("Admin login is not configured");
    const health = await worker.fetch(new Request(`${ORIGIN}/api/health`), bare, ctx);
    expect(health.status).toBe(200);
    const stats = await worker.fetch(new Request(`${ORIGIN}/api/tools/stats`), bare, ctx);
    expect(stats.status).toBe(200);
    await waitOnExecutionContext(ctx);
  });
});
