import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { authStatusSchema, LOGIN_USERNAME_MAX_LENGTH } from "@common/api/admin";
import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import { apiErrorSchema } from "@common/api/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, parsePasswordHash } from "../auth/password";
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS, SESSION_TTL_SECONDS, sessionKey } from "../auth/sessions";
import worker from "../index";
import { ORIGIN, sessionCookie, signIn } from "../test/admin-session";
import { testIp } from "../test/test-ip";

/** More attempts than LOGIN_LIMITER allows in two of its windows, so a window boundary cannot hide the limit. */
const ENOUGH_TO_THROTTLE = 22;

/**
 * `text` with the character at `at` replaced by another. Tests change a character that carries all its six bits:
 * the last character of base64url may end in padding bits that decoders ignore, so changing it can leave the
 * decoded bytes, and a signature, as they were.
 */
function withCharChanged(text: string, at: number): string {
  return `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
}

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

async function callWith(bindings: Env, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function guarded(cookie: string) {
  return exports.default.fetch(new Request(`${ORIGIN}/api/admin/analytics`, { headers: { Cookie: cookie } }));
}

/** The KV key of the session a `Cookie` header value carries. */
function storedKey(cookie: string): Promise<string> {
  return sessionKey(cookie.split("=")[1] ?? "");
}

/** Changes fields of a stored session record, as time passing would. */
async function rewriteSession(key: string, fields: Record<string, string>): Promise<void> {
  const stored = await env.SESSIONS.get<Record<string, string>>(key, "json");
  await env.SESSIONS.put(key, JSON.stringify({ ...stored, ...fields }));
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
    const header = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session=")) ?? "";
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
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
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
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
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
    const tampered = withCharChanged(cookie, cookie.indexOf("=") + 1);
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

  it("a record older than 12 hours is refused even if still present, and deleted", async () => {
    const cookie = await signIn();
    const key = await storedKey(cookie);
    const old = new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000).toISOString();
    await rewriteSession(key, { createdAt: old });
    expect(authStatusSchema.parse(await (await auth(cookie)).json()).authenticated).toBe(false);
    expect(await env.SESSIONS.get(key)).toBeNull();
  });

  it("ends after 30 idle minutes: 401, and the record is deleted", async () => {
    expect(SESSION_IDLE_SECONDS).toBe(1800);
    const cookie = await signIn();
    const key = await storedKey(cookie);
    await rewriteSession(key, { lastSeenAt: new Date(Date.now() - (SESSION_IDLE_SECONDS + 30) * 1000).toISOString() });
    expect((await guarded(cookie)).status).toBe(401);
    expect(await env.SESSIONS.get(key)).toBeNull();
  });

  it("stays alive while used: the last-seen time is stored again at most once a minute", async () => {
    expect(SESSION_REFRESH_SECONDS).toBe(60);
    const cookie = await signIn();
    const key = await storedKey(cookie);
    // Seen 20 s ago: nothing is written.
    const recent = new Date(Date.now() - 20_000).toISOString();
    await rewriteSession(key, { lastSeenAt: recent });
    expect((await guarded(cookie)).status).toBe(200);
    expect((await env.SESSIONS.get<{ lastSeenAt: string }>(key, "json"))?.lastSeenAt).toBe(recent);
    // Seen 29 idle minutes ago: still alive, and the last-seen time moves to now.
    const before = Date.now();
    await rewriteSession(key, { lastSeenAt: new Date(before - 29 * 60_000).toISOString() });
    expect((await guarded(cookie)).status).toBe(200);
    const refreshed = Date.parse((await env.SESSIONS.get<{ lastSeenAt: string }>(key, "json"))?.lastSeenAt ?? "");
    expect(refreshed).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a background poll is answered but is not activity; a request the admin starts is", async () => {
    expect(BACKGROUND_REQUEST_HEADER).toBe("X-Background-Request");
    const cookie = await signIn();
    const key = await storedKey(cookie);
    const lastSeen = async () => (await env.SESSIONS.get<{ lastSeenAt: string }>(key, "json"))?.lastSeenAt;
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await rewriteSession(key, { lastSeenAt: fiveMinutesAgo });
    for (const path of ["/api/admin/analytics", "/api/admin/live", "/api/subscriptions", "/api/admin/auth"]) {
      const poll = await exports.default.fetch(
        new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, [BACKGROUND_REQUEST_HEADER]: "1" } }),
      );
      expect(poll.status, path).toBe(200);
      expect(await lastSeen(), path).toBe(fiveMinutesAgo);
    }
    const before = Date.now();
    expect((await guarded(cookie)).status).toBe(200);
    expect(Date.parse((await lastSeen()) ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a dashboard left open ends at the idle timeout: its polls never keep the session alive", async () => {
    const cookie = await signIn();
    const key = await storedKey(cookie);
    const poll = () =>
      exports.default.fetch(
        new Request(`${ORIGIN}/api/admin/analytics`, { headers: { Cookie: cookie, [BACKGROUND_REQUEST_HEADER]: "1" } }),
      );
    // Polled all along, last used by the admin 29 minutes ago: still signed in, and still last seen then.
    const lastUsed = new Date(Date.now() - 29 * 60_000).toISOString();
    await rewriteSession(key, { lastSeenAt: lastUsed });
    expect((await poll()).status).toBe(200);
    expect((await env.SESSIONS.get<{ lastSeenAt: string }>(key, "json"))?.lastSeenAt).toBe(lastUsed);
    // Two minutes of polls later (time moves; the record does not): the next poll is a 401 and the record goes.
    await rewriteSession(key, {
      lastSeenAt: new Date(Date.parse(lastUsed) - 2 * 60_000).toISOString(),
    });
    const ended = await poll();
    expect(ended.status).toBe(401);
    expect(await env.SESSIONS.get(key)).toBeNull();
  });

  it("ends when the admin's password or username changes: 401, and the record is deleted", async () => {
    const cookie = await signIn();
    const key = await storedKey(cookie);
    const changedPassword = { ...env, ADMIN_PASSWORD_HASH: await hashPassword("a brand new password", 1000) } as Env;
    const res = await callWith(
      changedPassword,
      new Request(`${ORIGIN}/api/admin/analytics`, { headers: { Cookie: cookie } }),
    );
    expect(res.status).toBe(401);
    expect(await env.SESSIONS.get(key)).toBeNull();

    const other = await signIn();
    const renamed = { ...env, ADMIN_USERNAME: "renamed-admin" } as Env;
    const check = await callWith(renamed, new Request(`${ORIGIN}/api/admin/auth`, { headers: { Cookie: other } }));
    expect(authStatusSchema.parse(await check.json()).authenticated).toBe(false);
    expect(await env.SESSIONS.get(await storedKey(other))).toBeNull();
    // With the credentials unchanged the session was fine all along.
    expect((await guarded(await signIn())).status).toBe(200);
  });

  it("a record from before sessions carried a credentials fingerprint is not a session", async () => {
    const cookie = await signIn();
    const key = await storedKey(cookie);
    const now = new Date().toISOString();
    await env.SESSIONS.put(key, JSON.stringify({ username: env.ADMIN_USERNAME, createdAt: now }));
    expect((await guarded(cookie)).status).toBe(401);
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
});

describe("sign-in cannot be denied by strangers", () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * These tests run the Worker with an admin username of their own, so the username they get throttled does
   * not turn other tests' wrong-password answers into 429s.
   */
  async function loginAs(
    bindings: Env,
    body: { username: string; password: string },
    { ip, cookie = "" }: { ip: string; cookie?: string },
  ): Promise<Response> {
    return callWith(
      bindings,
      new Request(`${ORIGIN}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip, Cookie: cookie },
        body: JSON.stringify(body),
      }),
    );
  }

  /** Fails under `username` from a new network each time until the username is throttled (a 429). */
  async function throttleUsername(bindings: Env, username: string, firstIp: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
      statuses.push(
        (await loginAs(bindings, { username, password: `guess-${i}` }, { ip: testIp(firstIp + i) })).status,
      );
    }
    return statuses;
  }

  function deviceCookie(res: Response): string {
    return (
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("__Host-device="))
        ?.split(";")[0] ?? ""
    );
  }

  it("over the username's limit an unknown browser is refused before its password is hashed, the right one included; the admin's known device still gets in", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "lockout-admin" } as Env;
    const right = { username: "lockout-admin", password: env.TEST_ADMIN_PASSWORD };
    const first = await loginAs(bindings, right, { ip: testIp(300_000) });
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(device).toMatch(/^__Host-device=/);

    // The limiter counts in windows of a minute: a probe counts only while a control attempt from yet another
    // network is still refused just after it (see the known-device test below).
    const pbkdf2Runs = vi.spyOn(crypto.subtle, "deriveBits");
    const countPbkdf2 = () =>
      pbkdf2Runs.mock.calls.filter(([algorithm]) => (algorithm as { name?: string }).name === "PBKDF2").length;
    for (let attempt = 0; ; attempt++) {
      if (attempt === 3) throw new Error("the limiter's window closed during every probe");
      const from = 300_100 + attempt * 50;
      const statuses = await throttleUsername(bindings, "LOCKOUT-admin", from);
      expect(statuses[0]).toBe(401);
      expect(statuses.at(-1)).toBe(429);
      const hashedBefore = countPbkdf2();
      const stranger = await loginAs(bindings, right, { ip: testIp(from + 48) });
      const hashedByStranger = countPbkdf2() - hashedBefore;
      const admin = await loginAs(bindings, right, { ip: testIp(from + 47), cookie: device });
      const control = await loginAs(bindings, right, { ip: testIp(from + 49) });
      if (control.status !== 429) continue;
      // The right password from an unknown browser: 429, no session, and no PBKDF2 work at all.
      expect(stranger.status).toBe(429);
      expect(apiErrorSchema.parse(await stranger.json()).error.code).toBe("rate_limited");
      expect(sessionCookie(stranger)).toBe("");
      expect(hashedByStranger).toBe(0);
      // The admin's own browser is never locked out by the username's limit.
      expect(admin.status).toBe(200);
      expect(sessionCookie(admin)).toMatch(/^__Host-session=/);
      break;
    }
    expect(countPbkdf2()).toBeGreaterThan(0);
    // Nothing of the throttling is stored in KV (the rate-limiting binding is the only counter).
    const { keys } = await env.SESSIONS.list();
    expect(keys.filter((k) => !k.name.startsWith("session:"))).toEqual([]);
  });

  it("a stranger on the admin's network cannot keep the admin's known device out", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "shared-network-admin" } as Env;
    const right = { username: "shared-network-admin", password: env.TEST_ADMIN_PASSWORD };
    const office = "203.0.113.170";
    const first = await loginAs(bindings, right, { ip: office });
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    const statuses: number[] = [];
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
      statuses.push((await loginAs(bindings, { username: `guess-${i}`, password: "x" }, { ip: office })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    // The same network, another browser: still refused. The admin's browser from there: signed in.
    expect((await loginAs(bindings, right, { ip: office })).status).toBe(429);
    const admin = await loginAs(bindings, right, { ip: office, cookie: device });
    expect(admin.status).toBe(200);
    expect(sessionCookie(admin)).toMatch(/^__Host-session=/);
  });

  it("a known device's attempts count under its own limit", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "own-limit-admin" } as Env;
    const first = await loginAs(
      bindings,
      { username: "own-limit-admin", password: env.TEST_ADMIN_PASSWORD },
      { ip: testIp(320_000) },
    );
    const device = deviceCookie(first);
    const statuses: number[] = [];
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
      const typo = { username: "own-limit-admin", password: `typo-${i}` };
      statuses.push((await loginAs(bindings, typo, { ip: testIp(320_001 + i), cookie: device })).status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it("issues a signed known-device cookie (HttpOnly, Secure, SameSite=Strict); from that device a mistyped password is a 401, not a 429", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "device-admin" } as Env;
    const first = await loginAs(
      bindings,
      { username: "device-admin", password: env.TEST_ADMIN_PASSWORD },
      { ip: testIp(310_000) },
    );
    expect(first.status).toBe(200);
    const header = first.headers.getSetCookie().find((c) => c.startsWith("__Host-device=")) ?? "";
    expect(header).toMatch(/^__Host-device=\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Secure/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\//);
    const device = deviceCookie(first);

    // The limiter counts in windows of a minute, and a window that closes between throttling and a probe starts
    // the count again. So a probe counts only when it is bracketed by the throttle: the username was refused
    // just before it, and a control attempt from yet another network is still refused just after it (both in
    // one window). Otherwise the window closed mid-probe, and the probe is made again.
    const typo = { username: "device-admin", password: "a typo" };
    const probeThrottled = async (target: Env, firstIp: number, ip: number, cookie?: string) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const from = firstIp + attempt * 50;
        await throttleUsername(bindings, "device-admin", from);
        const status = (await loginAs(target, typo, { ip: testIp(ip), ...(cookie ? { cookie } : {}) })).status;
        const control = (await loginAs(bindings, typo, { ip: testIp(from + 49) })).status;
        if (control === 429) return status;
      }
      throw new Error("the limiter's window closed during every probe");
    };
    expect(await probeThrottled(bindings, 310_100, 310_901)).toBe(429);
    expect(await probeThrottled(bindings, 310_300, 310_902, device)).toBe(401);

    // A tampered cookie, or one signed before the credentials changed, is an unknown device.
    const tampered = withCharChanged(device, device.lastIndexOf(".") + 1);
    expect(await probeThrottled(bindings, 310_500, 310_903, tampered)).toBe(429);
    const rotated = { ...bindings, ADMIN_PASSWORD_HASH: await hashPassword(env.TEST_ADMIN_PASSWORD, 1000) } as Env;
    expect(await probeThrottled(rotated, 310_700, 310_904, device)).toBe(429);
  });

  it("a guesser from one network is throttled, and while throttled that network is refused even the right password", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "network-admin" } as Env;
    const statuses: number[] = [];
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
      statuses.push(
        (await loginAs(bindings, { username: `guess-${i}`, password: "x" }, { ip: "203.0.113.150" })).status,
      );
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    const right = { username: "network-admin", password: env.TEST_ADMIN_PASSWORD };
    const refused = await loginAs(bindings, right, { ip: "203.0.113.150" });
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe("rate_limited");
    expect(sessionCookie(refused)).toBe("");
    expect((await loginAs(bindings, right, { ip: "203.0.113.151" })).status).toBe(200);
  });

  it("every address of one IPv6 /64 counts as one network, and every /64 of its /48 shares the /48's allowance", async () => {
    const bindings = { ...env, ADMIN_USERNAME: "ipv6-admin" } as Env;
    const statuses: number[] = [];
    for (let i = 0; i < ENOUGH_TO_THROTTLE && !statuses.includes(429); i++) {
      const ip = `2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`;
      statuses.push((await loginAs(bindings, { username: `guess-${i}`, password: "x" }, { ip })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const right = { username: "ipv6-admin", password: env.TEST_ADMIN_PASSWORD };
    expect((await loginAs(bindings, right, { ip: "2001:db8:77:1:ffff::1" })).status).toBe(429);
    expect((await loginAs(bindings, right, { ip: "2001:db8:77:2::1" })).status).toBe(429);
    expect((await loginAs(bindings, right, { ip: "2001:db8:78:2::1" })).status).toBe(200);
  });

  it(`a username longer than ${LOGIN_USERNAME_MAX_LENGTH} characters is a 400, however wide its characters`, async () => {
    expect(LOGIN_USERNAME_MAX_LENGTH).toBeLessThanOrEqual(512 / 3);
    const atLimit = await login({ username: "€".repeat(LOGIN_USERNAME_MAX_LENGTH), password: "x" });
    expect(atLimit.status).toBe(401);
    for (const username of ["a".repeat(LOGIN_USERNAME_MAX_LENGTH + 1), "€".repeat(200), "x".repeat(3000)]) {
      const res = await login({ username, password: "x" });
      expect(res.status, `${username.length} characters`).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toBe("username: username is too long");
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
    const stats = await worker.fetch(new Request(`${ORIGIN}/api/tools/stats?ids=chatgpt`), bare, ctx);
    expect(stats.status).toBe(200);
    await waitOnExecutionContext(ctx);
  });
});
