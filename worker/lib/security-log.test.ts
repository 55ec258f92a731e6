import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, sessionCookie } from "../test/admin-session";

const ADDRESS = "198.51.100.123";
const IPV6_ADDRESS = "2001:db8:5ec:7::42";
const WRONG_PASSWORD = "a-wrong-password-never-logged";

function post(path: string, { ip = ADDRESS, cookie = "", body }: { ip?: string; cookie?: string; body?: unknown }) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "CF-Connecting-IP": ip,
        Cookie: cookie,
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
}

/** The security lines written to the console while `run` runs, parsed. */
async function securityLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  // Kept in call order across console.info and console.warn.
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  vi.spyOn(console, "info").mockImplementation(record);
  vi.spyOn(console, "warn").mockImplementation(record);
  vi.spyOn(console, "log").mockImplementation(record);
  await run();
  const raw = lines.filter((line) => line.includes('"type":"security"'));
  // Nothing but the JSON object on each line, and neither the password nor an address anywhere in it.
  for (const line of raw) {
    expect(line).not.toContain(WRONG_PASSWORD);
    expect(line).not.toContain(env.TEST_ADMIN_PASSWORD);
    expect(line).not.toContain(ADDRESS);
    expect(line).not.toContain("2001:db8:5ec:7");
  }
  return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe("security events", () => {
  it("failed sign-in, signed in, CSV export and signed out: one JSON line each, with the request id", async () => {
    const requestIds: string[] = [];
    const lines = await securityLines(async () => {
      const failed = await post("/api/admin/login", {
        body: { username: env.ADMIN_USERNAME, password: WRONG_PASSWORD },
      });
      expect(failed.status).toBe(401);
      const signedIn = await post("/api/admin/login", {
        body: { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookie(signedIn);
      const csv = await exports.default.fetch(
        new Request(`${ORIGIN}/api/subscriptions/download`, {
          headers: { Cookie: cookie, "CF-Connecting-IP": ADDRESS },
        }),
      );
      expect(csv.status).toBe(200);
      await csv.text();
      const out = await post("/api/admin/logout", { cookie });
      expect(out.status).toBe(200);
      for (const res of [failed, signedIn, csv, out]) requestIds.push(res.headers.get("X-Request-Id") ?? "");
    });

    expect(lines.map((line) => line.event)).toEqual([
      "login_failed",
      "signed_in",
      "subscribers_exported",
      "signed_out",
    ]);
    expect(lines.map((line) => line.requestId)).toEqual(requestIds);
    for (const line of lines) {
      expect(line.network).toBe("198.51.100.0/24");
      expect(Date.parse(String(line.at))).not.toBeNaN();
    }
    expect(lines[0]).toMatchObject({ level: "warn", usernameKnown: true, knownDevice: false });
    expect(lines[1]).toMatchObject({ level: "info", username: env.ADMIN_USERNAME, knownDevice: false });
    expect(lines[2]).toMatchObject({ username: env.ADMIN_USERNAME });
    expect(lines[3]).toMatchObject({ username: env.ADMIN_USERNAME });
  });

  it("a throttled sign-in is logged with its scope; the request id is Cloudflare's Ray ID when there is one", async () => {
    const lines = await securityLines(async () => {
      for (let i = 0; i < 22; i++) {
        const res = await exports.default.fetch(
          new Request(`${ORIGIN}/api/admin/login`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: ORIGIN,
              "CF-Connecting-IP": IPV6_ADDRESS,
              "cf-ray": `8e1f00000000000${i.toString(16)}-AMS`,
            },
            body: JSON.stringify({ username: `guess-${i}`, password: WRONG_PASSWORD }),
          }),
        );
        if (res.status === 429) break;
      }
    });
    const throttled = lines.find((line) => line.event === "login_throttled");
    expect(throttled).toMatchObject({ level: "warn", scope: "network", network: "2001:db8:5ec::/48" });
    expect(String(throttled?.requestId)).toMatch(/^8e1f0{11}[0-9a-f]-AMS$/);
  });
});
