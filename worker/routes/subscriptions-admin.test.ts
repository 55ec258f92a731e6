import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { subscriptionListSchema } from "@common/api/subscriptions";
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

beforeAll(async () => {
  cookie = await signIn();
  const statements = [];
  const total = EXPORT_PAGE_SIZE * 2 + 37;
  for (let i = 1; i <= total; i++) {
    const email = i <= TRICKY.length ? TRICKY[i - 1] : `person${i}@example.com`;
    statements.push(
      env.DB.prepare(
        "INSERT INTO subscribers (email, subscribed_at, is_active, unsubscribe_token, language, source) VALUES (?, ?, ?, ?, ?, 'home')",
      ).bind(
        email,
        new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        i % 7 === 0 ? 0 : 1,
        `tok${String(i).padStart(40, "0")}`,
        i % 3 === 0 ? "he" : "en",
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
});

describe("GET /api/subscriptions", () => {
  it("is 401 without a session", async () => {
    expect((await get("/api/subscriptions", false)).status).toBe(401);
  });

  it("lists subscriptions newest first with the total in X-Total-Count", async () => {
    const res = await get("/api/subscriptions");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe(String(EXPORT_PAGE_SIZE * 2 + 37));
    const list = subscriptionListSchema.parse(await res.json());
    expect(list[0]?.email).toBe(`person${EXPORT_PAGE_SIZE * 2 + 37}@example.com`);
    expect((list[0]?.subscribedAt ?? "") > (list[1]?.subscribedAt ?? "")).toBe(true);
    expect(list.find((s) => s.email === "person7@example.com")).toBeUndefined();
    expect(list.some((s) => !s.isActive)).toBe(true);
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
    expect(rows[0]).toEqual(["id", "email", "subscribed_at", "status", "language", "unsubscribe_url"]);
    const data = rows.slice(1);
    expect(data).toHaveLength(EXPORT_PAGE_SIZE * 2 + 37);
    expect(data.map((r) => Number(r[0]))).toEqual(data.map((_, i) => i + 1));
    expect(data[6]?.[3]).toBe("Inactive");
    expect(data[7]?.[3]).toBe("Active");
    expect(data[2]?.[4]).toBe("he");
    expect(data[9]?.[5]).toBe(`http://localhost/api/unsubscribe?token=tok${String(10).padStart(40, "0")}`);
    // Formula-leading cells are neutralised; quotes, commas survive the round trip.
    expect(data[0]?.[1]).toBe("'=cmd|' /C calc'!A0@example.com");
    expect(data[1]?.[1]).toBe("'+plus@example.com");
    expect(data[2]?.[1]).toBe("'-minus@example.com");
    expect(data[3]?.[1]).toBe("'@at@example.com");
    expect(data[4]?.[1]).toBe('quote"d@example.com');
    expect(data[5]?.[1]).toBe("comma,name@example.com");
  });
});
