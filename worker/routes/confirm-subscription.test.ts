import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { CONFIRM_SUBSCRIPTION_PATH, SUBSCRIBE_FORM_PATH } from "@common/api/newsletter-fields";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { newToken, requestConfirmation } from "../db/subscribers";
import { sha256Hex } from "../lib/sha256-hex";
import { testIp } from "../test/test-ip";
import { solvedSignupProof } from "../test/vote-proof";

/**
 * The signup's answers and the confirmation link's pages through the Worker (docs/decisions/042). What the mails say
 * and carry is checked on the running Worker, where the local mail simulation can be read (test/e2e/newsletter-mail).
 */
const ORIGIN = "http://localhost";
let ips = 0;
const ip = () => testIp(300_000 + ++ips);

/** A pending address with a known token, stored as a signup stores it. */
async function pending(email: string, language = "de", expiresAt = new Date(Date.now() + 48 * 3_600_000)) {
  const token = newToken();
  const outcome = await requestConfirmation(database(env.DB), {
    email,
    language,
    source: "blog",
    consentVersion: "2026-11-27",
    confirmTokenHash: await sha256Hex(token),
    unsubscribeToken: newToken(),
    now: new Date(),
    expiresAt,
    networkKeys: [`route-test-${email}`],
    limits: { addressInterval: 3_600_000, perAddressPerDay: 3, perNetworkPerDay: 10, perDay: 1000 },
  });
  expect(outcome).toBe("send");
  return token;
}

const status = async (email: string) =>
  (await env.DB.prepare("SELECT status FROM subscribers WHERE email = ?").bind(email).first<{ status: string }>())
    ?.status;

const open = (query: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`${ORIGIN}${CONFIRM_SUBSCRIPTION_PATH}${query}`, init));
const confirm = (token: string, headers: Record<string, string> = { Origin: ORIGIN }) =>
  open(`?token=${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "",
  });

describe("the confirmation link", () => {
  it("opens a page in the subscriber's language whose button confirms; opening it confirms nothing", async () => {
    const token = await pending("scanner@example.com");
    for (let i = 0; i < 3; i++) {
      const res = await open(`?token=${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain(`<form method="post" action="${CONFIRM_SUBSCRIPTION_PATH}?token=${token}">`);
    }
    expect(await status("scanner@example.com")).toBe("pending");
  });

  it("confirms once with the page's POST, then reads as used", async () => {
    const token = await pending("once@example.com");
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<html lang="de"');
    expect(await status("once@example.com")).toBe("active");
    const row = await env.DB.prepare("SELECT confirmed_at, consent_version, source FROM subscribers WHERE email = ?")
      .bind("once@example.com")
      .first<{ confirmed_at: string; consent_version: string; source: string }>();
    expect(Date.now() - Date.parse(row?.confirmed_at ?? "")).toBeLessThan(60_000);
    expect(row).toMatchObject({ consent_version: "2026-11-27", source: "blog" });
    expect((await confirm(token)).status).toBe(404);
    expect((await open(`?token=${token}`)).status).toBe(404);
  });

  it("refuses a POST from another site, an expired token, and a malformed or repeated one", async () => {
    const token = await pending("guarded@example.com");
    expect((await confirm(token, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await status("guarded@example.com")).toBe("pending");
    const expired = await pending("expired@example.com", "fr", new Date(Date.now() - 1000));
    expect((await open(`?token=${expired}`)).status).toBe(404);
    expect((await confirm(expired)).status).toBe(404);
    expect(await status("expired@example.com")).toBe("pending");
    expect((await open("?token=short")).status).toBe(400);
    expect((await open(`?token=${token}&token=${token}`)).status).toBe(400);
    expect((await confirm("not-a-token")).status).toBe(400);
    expect(await status("guarded@example.com")).toBe("pending");
  });
});

describe("a signup through the API", () => {
  const signup = (body: unknown, from = ip()) =>
    exports.default.fetch(
      new Request(`${ORIGIN}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": from },
        body: JSON.stringify(body),
      }),
    );

  it("needs a solved proof of work, used once; without one nothing is stored", async () => {
    const missing = await signup({ email: "noproof@example.com" });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: "signup_proof_invalid" } });
    expect(await status("noproof@example.com")).toBeUndefined();
    const proof = await solvedSignupProof();
    const stored = await signup({ email: "Proof@Example.com", language: "ru", source: "footer", proof });
    expect(stored.status).toBe(201);
    expect(await status("proof@example.com")).toBe("pending");
    const replay = await signup({ email: "replay@example.com", proof });
    expect(replay.status).toBe(403);
    expect(await status("replay@example.com")).toBeUndefined();
  });

  it("answers 409 for an active address and 201 (sending nothing) while the address waits for its hour", async () => {
    const token = await pending("already@example.com");
    expect((await confirm(token)).status).toBe(200);
    const active = await signup({ email: "already@example.com", proof: await solvedSignupProof() });
    expect(active.status).toBe(409);
    expect(await active.json()).toMatchObject({ error: { code: "conflict", message: "Email already subscribed" } });
    await pending("waiting@example.com");
    const before = await env.DB.prepare("SELECT * FROM subscribers WHERE email = ?")
      .bind("waiting@example.com")
      .first();
    const held = await signup({ email: "waiting@example.com", proof: await solvedSignupProof() });
    expect(held.status).toBe(201);
    expect(
      await env.DB.prepare("SELECT * FROM subscribers WHERE email = ?").bind("waiting@example.com").first(),
    ).toEqual(before);
  });
});

describe("the form without JavaScript", () => {
  it("is held to three confirmation mails per network a day, still answering as a signup", async () => {
    const network = ip();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}${SUBSCRIBE_FORM_PATH}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: ORIGIN,
            Referer: `${ORIGIN}/`,
            "CF-Connecting-IP": network,
          },
          body: new URLSearchParams({ email: `form-${i}@example.com`, language: "en", source: "home" }),
        }),
      );
      answers.push(res.status);
    }
    // The fourth is refused by the form's own per-minute limit (3), before any mail could be counted.
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await status("form-3@example.com")).toBeUndefined();
  });
});
