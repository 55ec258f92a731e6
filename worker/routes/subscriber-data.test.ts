import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { SUBSCRIBER_ADDRESS_PATH, subscriberRecordSchema } from "@common/api/subscriptions";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/admin-session";

/** One subscriber's data for a privacy request: what is held (access) and erasure, owner only (docs/decisions/042). */
const ORIGIN = "http://localhost";
let cookie = "";

const call = (method: string, email: string, session = true) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${SUBSCRIBER_ADDRESS_PATH}?email=${encodeURIComponent(email)}`, {
      method,
      headers: { Origin: ORIGIN, ...(session ? { Cookie: cookie } : {}) },
    }),
  );

beforeAll(async () => {
  cookie = await signIn();
  await env.DB.prepare(
    `INSERT INTO subscribers (email, subscribed_at, status, unsubscribe_token, language, source, consent_version, confirmed_at)
     VALUES ('reader@example.com', '2026-11-20T10:00:00.000Z', 'active', ?, 'pt', 'blog', '2026-11-27', '2026-11-20T10:05:00.000Z')`,
  )
    .bind("t".repeat(43))
    .run();
});

describe("one subscriber's data", () => {
  it("is everything stored about the address, as a download, without the secrets of its links", async () => {
    const res = await call("GET", "  Reader@Example.com ");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscriber_data_\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await res.text();
    expect(subscriberRecordSchema.parse(JSON.parse(body))).toEqual({
      email: "reader@example.com",
      status: "active",
      subscribedAt: "2026-11-20T10:00:00.000Z",
      confirmedAt: "2026-11-20T10:05:00.000Z",
      unsubscribedAt: null,
      language: "pt",
      source: "blog",
      consentVersion: "2026-11-27",
      confirmationPendingUntil: null,
      lastConfirmationSentAt: null,
    });
    expect(body).not.toContain("t".repeat(43));
  });

  it("is for the owner only, and a bad or unknown address is a clear error", async () => {
    expect((await call("GET", "reader@example.com", false)).status).toBe(401);
    expect((await call("DELETE", "reader@example.com", false)).status).toBe(401);
    const bad = await call("GET", "not-an-address");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request" } });
    expect((await call("GET", "nobody@example.com")).status).toBe(404);
    expect((await call("DELETE", "nobody@example.com")).status).toBe(404);
    // Erasing is a change: another site cannot make the owner's browser do it.
    const forged = await exports.default.fetch(
      new Request(`${ORIGIN}${SUBSCRIBER_ADDRESS_PATH}?email=reader%40example.com`, {
        method: "DELETE",
        headers: { Origin: "https://evil.example", Cookie: cookie },
      }),
    );
    expect(forged.status).toBe(403);
  });

  it("is erased with its consent record; erasing again finds nothing", async () => {
    expect((await call("DELETE", "reader@example.com")).status).toBe(204);
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM subscribers WHERE email = 'reader@example.com'",
    ).first<{
      n: number;
    }>();
    expect(left?.n).toBe(0);
    expect((await call("GET", "reader@example.com")).status).toBe(404);
    expect((await call("DELETE", "reader@example.com")).status).toBe(404);
  });
});
