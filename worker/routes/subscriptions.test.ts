import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { SIGNUP_TEXT_VERSION } from "@common/api/newsletter-fields";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_HOURS } from "../lib/signup";
import { testIp } from "../test/test-ip";
import { solvedSignupProof } from "../test/vote-proof";

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

/** A signup as the newsletter form sends it: the fields with a freshly solved proof of work. */
async function withProof(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { ...body, proof: await solvedSignupProof() };
}

async function rows(): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare("SELECT * FROM subscribers ORDER BY id").all()).results;
}

async function count(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers").first<{ n: number }>())?.n ?? 0;
}

/** Confirmation mails counted today for the whole site (each signup that sends one counts it). */
async function mailsSentToday(): Promise<number> {
  const day = new Date().toISOString().slice(0, 10);
  const row = await env.DB.prepare("SELECT sent FROM daily_mail_totals WHERE day = ?")
    .bind(day)
    .first<{ sent: number }>();
  return row?.sent ?? 0;
}

describe("POST /api/subscribe", () => {
  it("stores a new address trimmed and lower-cased as pending, with time, consent record, language, source and tokens", async () => {
    const before = await mailsSentToday();
    const res = await subscribe(
      await withProof({ email: "  Ana.Garcia@Example.COM ", language: "es", source: "home" }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true });
    const [row] = (await rows()).filter((r) => r.email === "ana.garcia@example.com");
    expect(row).toBeDefined();
    // Not a subscriber until the emailed link is confirmed.
    expect(row?.status).toBe("pending");
    expect(row?.confirmed_at).toBeNull();
    expect(row?.language).toBe("es");
    expect(row?.source).toBe("home");
    expect(row?.consent_version).toBe(SIGNUP_TEXT_VERSION);
    expect(String(row?.unsubscribe_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 of the emailed confirmation token is stored.
    expect(String(row?.confirm_token_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.now() - Date.parse(String(row?.subscribed_at))).toBeLessThan(60_000);
    const expiresIn = Date.parse(String(row?.confirm_expires_at)) - Date.parse(String(row?.subscribed_at));
    expect(expiresIn).toBe(CONFIRMATION_HOURS * 3_600_000);
    expect(row?.confirmations_that_day).toBe(1);
    expect(await mailsSentToday()).toBe(before + 1);
  });

  it("a pending address again within the hour, whatever its case, is 201 and changes nothing: no second mail", async () => {
    expect((await subscribe(await withProof({ email: "dup@example.com" }))).status).toBe(201);
    const [first] = (await rows()).filter((r) => r.email === "dup@example.com");
    const mails = await mailsSentToday();
    const again = await subscribe(await withProof({ email: "DUP@example.com", language: "fr" }));
    expect(again.status).toBe(201);
    expect((await rows()).filter((r) => r.email === "dup@example.com")).toEqual([first]);
    expect(await mailsSentToday()).toBe(mails);
  });

  it("an active address again is 409 'Email already subscribed', whatever its case, and changes nothing", async () => {
    expect((await subscribe(await withProof({ email: "member@example.com" }))).status).toBe(201);
    // As the emailed link leaves it (worker/routes/confirm-subscription.ts).
    await env.DB.prepare(
      "UPDATE subscribers SET status = 'active', confirmed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL WHERE email = 'member@example.com'",
    )
      .bind(new Date().toISOString())
      .run();
    const [member] = (await rows()).filter((r) => r.email === "member@example.com");
    const mails = await mailsSentToday();
    const again = await subscribe(await withProof({ email: "MEMBER@example.com" }));
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.message).toBe("Email already subscribed");
    expect((await rows()).filter((r) => r.email === "member@example.com")).toEqual([member]);
    expect(await mailsSentToday()).toBe(mails);
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
    const res = await subscribe(await withProof(body));
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

  it("a filled-in honeypot is accepted silently: nothing stored and no mail", async () => {
    const before = await count();
    const mails = await mailsSentToday();
    const res = await subscribe(await withProof({ email: "bot@example.com", website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
    expect(await mailsSentToday()).toBe(mails);
  });

  it("refuses a foreign Origin, even with a solved proof", async () => {
    const before = await count();
    const res = await subscribe(await withProof({ email: "xsite@example.com" }), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("forbidden");
    expect(await count()).toBe(before);
  });

  it("rate-limits signups per IP with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      statuses.push((await subscribe({ email: `burst${i}@example.com` }, { ip: "203.0.113.50" })).status);
    }
    expect(statuses).toContain(429);
  });

  it("50 concurrent signups of one new address store one pending row and send one mail; every answer is 201", {
    timeout: 60_000,
  }, async () => {
    const proofs = await Promise.all(Array.from({ length: 50 }, () => solvedSignupProof()));
    const mails = await mailsSentToday();
    const answers = await Promise.all(proofs.map((proof) => subscribe({ email: "race@example.com", proof })));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const stored = (await rows()).filter((r) => r.email === "race@example.com");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", confirmations_that_day: 1 });
    expect(await mailsSentToday()).toBe(mails + 1);
  });

  // Fifty at once: each solves a proof of work first. The site mails at most CONFIRMATION_EMAILS_PER_DAY (200,
  // wrangler.toml) confirmations a day, and past it a signup is answered 201 and not stored.
  it("50 concurrent signups of distinct addresses store 50 pending rows and send 50 mails", {
    timeout: 60_000,
  }, async () => {
    const proofs = await Promise.all(Array.from({ length: 50 }, () => solvedSignupProof()));
    const before = await count();
    const mails = await mailsSentToday();
    const answers = await Promise.all(proofs.map((proof, i) => subscribe({ email: `crowd${i}@example.com`, proof })));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(await count()).toBe(before + 50);
    const crowd = (await rows()).filter((r) => String(r.email).startsWith("crowd"));
    expect(crowd.every((r) => r.status === "pending")).toBe(true);
    expect(await mailsSentToday()).toBe(mails + 50);
  });
});
