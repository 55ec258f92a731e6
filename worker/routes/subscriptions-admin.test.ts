import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { SIGNUP_TEXT_VERSION } from "@common/api/newsletter-fields";
import { type SubscriberStatus, subscriptionListSchema } from "@common/api/subscriptions";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE } from "../db/subscribers";
import { signIn } from "../test/admin-session";
import { parseCsv } from "../test/parse-csv";

const ORIGIN = "http://localhost";
let cookie = "";

function get(path: string, withSession = true) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: withSession ? { Cookie: cookie } : {} }));
}

const TRICKY = [
  "=cmd|' /C calc'!A0@example.com",
  "+plus@example.com",
  "-minus@example.com",
  "@at@example.com",
  'quote"d@example.com',
  "comma,name@example.com",
];

const TOTAL = EXPORT_PAGE_SIZE * 2 + 37;

/** The state of the i-th seeded address: every 7th unsubscribed, of the others every 11th still pending, the rest active. */
const statusOf = (i: number): SubscriberStatus => (i % 7 === 0 ? "unsubscribed" : i % 11 === 0 ? "pending" : "active");
const subscribedAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
/** An address confirmed five minutes after signing up keeps that time, also once it has unsubscribed. */
const confirmedAt = (i: number) =>
  statusOf(i) === "pending" ? null : new Date(Date.UTC(2026, 0, 1) + i * 60_000 + 300_000).toISOString();
/** Addresses stored before double opt-in (every 5th here) have no consent version: they were never asked. */
const consentVersion = (i: number) => (i % 5 === 0 ? null : SIGNUP_TEXT_VERSION);

beforeAll(async () => {
  cookie = await signIn();
  const statements = [];
  for (let i = 1; i <= TOTAL; i++) {
    const email = i <= TRICKY.length ? TRICKY[i - 1] : `person${i}@example.com`;
    statements.push(
      env.DB.prepare(
        "INSERT INTO subscribers (email, subscribed_at, status, confirmed_at, consent_version, unsubscribe_token, language, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        email,
        subscribedAt(i),
        statusOf(i),
        confirmedAt(i),
        consentVersion(i),
        `tok${String(i).padStart(40, "0")}`,
        i % 3 === 0 ? "he" : "en",
        i % 4 === 0 ? "footer" : "home",
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
});

describe("GET /api/subscriptions", () => {
  it("is 401 without a session", async () => {
    expect((await get("/api/subscriptions", false)).status).toBe(401);
  });

  it("lists subscriptions newest first, each with its state, and the number of active subscribers in X-Total-Count", async () => {
    const res = await get("/api/subscriptions");
    expect(res.status).toBe(200);
    const active = Array.from({ length: TOTAL }, (_, i) => statusOf(i + 1)).filter((s) => s === "active").length;
    // Pending and unsubscribed addresses are listed but not counted as subscribers.
    expect(active).toBeLessThan(TOTAL);
    expect(res.headers.get("X-Total-Count")).toBe(String(active));
    const list = subscriptionListSchema.parse(await res.json());
    expect(list[0]?.email).toBe(`person${TOTAL}@example.com`);
    expect((list[0]?.subscribedAt ?? "") > (list[1]?.subscribedAt ?? "")).toBe(true);
    expect(list.find((s) => s.email === "person7@example.com")).toBeUndefined();
    for (const s of list) {
      const i = Number(/^person(\d+)@/.exec(s.email)?.[1]);
      expect({ status: s.status, confirmedAt: s.confirmedAt, isActive: s.isActive }, s.email).toEqual({
        status: statusOf(i),
        confirmedAt: confirmedAt(i),
        isActive: statusOf(i) === "active",
      });
    }
    expect(new Set(list.map((s) => s.status))).toEqual(new Set(["pending", "active", "unsubscribed"]));
  });
});

describe("GET /api/subscriptions/download", () => {
  it("is 401 without a session", async () => {
    expect((await get("/api/subscriptions/download", false)).status).toBe(401);
  });

  it("streams every row once, in order, as escaped CSV with a BOM, header and filename", async () => {
    const res = await get("/api/subscriptions/download");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="email_subscriptions_${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(bytes).slice(1);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "id",
      "email",
      "subscribed_at",
      "status",
      "confirmed_at",
      "language",
      "source",
      "consent_version",
      "unsubscribe_url",
    ]);
    const data = rows.slice(1);
    expect(data).toHaveLength(TOTAL);
    expect(data.map((r) => Number(r[0]))).toEqual(data.map((_, i) => i + 1));
    // Every row's consent record: when, in which state, confirmed when, from where, under which signup text.
    expect(data.map((r) => r.slice(2, 8))).toEqual(
      data.map((_, n) => {
        const i = n + 1;
        return [
          subscribedAt(i),
          statusOf(i),
          confirmedAt(i) ?? "",
          i % 3 === 0 ? "he" : "en",
          i % 4 === 0 ? "footer" : "home",
          consentVersion(i) ?? "",
        ];
      }),
    );
    expect(data[6]?.slice(3, 5)).toEqual(["unsubscribed", "2026-01-01T00:12:00.000Z"]);
    expect(data[7]?.slice(3, 5)).toEqual(["active", "2026-01-01T00:13:00.000Z"]);
    expect(data[10]?.slice(3, 5)).toEqual(["pending", ""]);
    expect(data[2]?.[5]).toBe("he");
    expect(data[9]?.[8]).toBe(`http://localhost/api/unsubscribe?token=tok${String(10).padStart(40, "0")}`);
    // Formula-leading cells are neutralised; quotes, commas survive the round trip.
    expect(data[0]?.[1]).toBe("'=cmd|' /C calc'!A0@example.com");
    expect(data[1]?.[1]).toBe("'+plus@example.com");
    expect(data[2]?.[1]).toBe("'-minus@example.com");
    expect(data[3]?.[1]).toBe("'@at@example.com");
    expect(data[4]?.[1]).toBe('quote"d@example.com');
    expect(data[5]?.[1]).toBe("comma,name@example.com");
  });
});
