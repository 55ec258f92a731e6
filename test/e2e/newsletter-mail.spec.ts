import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { SIGNUP_TEXT_VERSION } from "../../common/api/newsletter-fields";
import { getLanguage, LANGUAGE_CODES, type LanguageCode } from "../../common/i18n/languages";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test } from "./fixtures";
import { solvedProof } from "./proof-of-work";
import { linkIn, mailSentTo, type SentMail } from "./sent-mail";

/**
 * The newsletter's mail on the running Worker, through the real local `send_email` binding (docs/decisions/042):
 * what a signup sends, what the links in it do, and what the limits hold back. Requests only, no page.
 */
type Texts = { email: Record<string, Record<string, string> | string> };
const texts = (lang: LanguageCode) =>
  JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as Texts & Record<string, unknown>;
const SITE = "AI Tools Guide";
const MAIL_FROM = "newsletter@aitoolsguide.org";
const UNSUBSCRIBE_ADDRESS = "unsubscribe@aitoolsguide.org";

let networks = 0;
/** A network of its own for each request that counts against a per-network limit (TEST-NET-2, 198.51.100.0/24 and on). */
const network = () => {
  networks += 1;
  return `100.${64 + (networks >> 16)}.${(networks >> 8) & 255}.${networks & 255}`;
};
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A proof of work for one signup, as the page's script makes it. */
const proof = (request: APIRequestContext) => solvedProof(request, "/api/subscribe/challenge", network());

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** `POST /api/subscribe` as the page's script sends it. */
async function subscribe(request: APIRequestContext, body: Record<string, unknown>, from = network()) {
  return request.post("/api/subscribe", {
    data: body,
    headers: { Origin: origin(), "CF-Connecting-IP": from },
  });
}

/** What the dashboard's owner reads about one address (GET /api/subscriptions/address), signed in. */
async function recordOf(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/subscriptions/address?email=${encodeURIComponent(email)}`);
  return res.status() === 200 ? ((await res.json()) as Record<string, string | null>) : null;
}

/** Checks the one-click headers and both parts every mail of the site carries. */
function expectWellFormed(mail: SentMail, lang: LanguageCode) {
  const { dir } = getLanguage(lang);
  expect(mail.headers.from).toContain(`<${MAIL_FROM}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.unsubscribe.https).toMatch(/^https?:\/\/[^/]+\/api\/unsubscribe\?token=[\w-]{43}$/);
  expect(mail.unsubscribe.mailto).toMatch(
    new RegExp(`^mailto:${UNSUBSCRIBE_ADDRESS}\\?subject=unsubscribe%20[\\w-]{43}$`),
  );
  expect(mail.text.length).toBeGreaterThan(100);
  expect(mail.html).toContain(`<html lang="${lang}" dir="${dir}">`);
  // Nothing is fetched when the mail is opened, and every link works outside the site.
  expect(mail.html).not.toMatch(/<img|src=|url\(/i);
  for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https?:\/\//);
  expect(mail.text).toContain(mail.unsubscribe.https);
}

test.describe("newsletter mail", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.34" } });

  // Each test's requests share a session of the owner's, to read what is stored about an address.
  test.beforeEach(async ({ request }) => {
    const res = await request.post("/api/admin/login", {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      headers: { Origin: origin() },
    });
    expect(res.status()).toBe(200);
  });

  test("a signup mails one confirmation in the visitor's language, and the link confirms once", async ({ request }) => {
    const email = unique("arabic-reader");
    const ar = texts("ar").email as Record<string, Record<string, string>>;
    const res = await subscribe(request, { email, language: "ar", source: "footer", proof: await proof(request) });
    expect(res.status()).toBe(201);
    const [confirmation, ...others] = await mailSentTo(request, email);
    expect(others).toEqual([]);
    if (!confirmation) throw new Error("no confirmation mail");
    expectWellFormed(confirmation, "ar");
    expect(confirmation.subject).toBe(ar.confirm?.subject?.replace("{{site}}", SITE));
    const link = linkIn(confirmation, `${origin()}/api/subscribe/confirm?token=`);
    expect(confirmation.html).toContain(`href="${link}"`);

    // Opening the link (as a mail scanner does) confirms nothing.
    const opened = await request.get(link);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain('<html lang="ar" dir="rtl">');
    expect((await recordOf(request, email))?.status).toBe("pending");

    const confirmed = await request.post(link, { headers: { Origin: origin() }, form: {} });
    expect(confirmed.status()).toBe(200);
    const record = await recordOf(request, email);
    expect(record).toMatchObject({
      status: "active",
      language: "ar",
      source: "footer",
      consentVersion: SIGNUP_TEXT_VERSION,
    });
    expect(Date.now() - Date.parse(record?.confirmedAt ?? "")).toBeLessThan(120_000);
    expect((await request.post(link, { headers: { Origin: origin() }, form: {} })).status()).toBe(404);

    const mails = await mailSentTo(request, email);
    expect(mails.map((m) => m.subject)).toEqual([
      ar.confirm?.subject?.replace("{{site}}", SITE),
      ar.welcome?.subject?.replace("{{site}}", SITE),
    ]);
    const welcome = mails[1] as SentMail;
    expectWellFormed(welcome, "ar");

    // A mail client's one-click unsubscribe (RFC 8058): a POST with no Origin of ours, honoured at once.
    const left = await request.post(welcome.unsubscribe.https, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(left.status()).toBe(200);
    expect((await recordOf(request, email))?.status).toBe("unsubscribed");
    const goodbye = (await mailSentTo(request, email))[2];
    expect(goodbye?.subject).toBe(ar.goodbye?.subject?.replace("{{site}}", SITE));
    if (goodbye) expectWellFormed(goodbye, "ar");
  });

  test("every language's confirmation mail is written in that language and direction", async ({ request }) => {
    for (const lang of LANGUAGE_CODES) {
      const email = unique(`reader-${lang}`);
      const res = await request.post("/api/subscribe/form", {
        headers: { Origin: origin(), Referer: `${origin()}/`, "CF-Connecting-IP": network() },
        form: { email, language: lang, source: "home" },
      });
      expect(res.status(), lang).toBe(201);
      const mails = await mailSentTo(request, email);
      expect(mails, lang).toHaveLength(1);
      const mail = mails[0] as SentMail;
      const confirm = (texts(lang).email as Record<string, Record<string, string>>).confirm ?? {};
      expect(mail.subject).toBe(confirm.subject?.replace("{{site}}", SITE));
      expect(mail.text).toContain(confirm.body?.replace("{{site}}", SITE));
      expectWellFormed(mail, lang);
    }
  });

  test("fifty signups of one address at once send one mail", async ({ request }) => {
    const email = unique("fifty");
    const proofs = await Promise.all(Array.from({ length: 50 }, () => proof(request)));
    const answers = await Promise.all(proofs.map((p) => subscribe(request, { email, proof: p })));
    expect(answers.map((a) => a.status())).toEqual(Array(50).fill(201));
    expect(await mailSentTo(request, email)).toHaveLength(1);
  });

  test("bad input gets a clear 4xx JSON error and sends nothing", async ({ request }) => {
    const email = unique("refused");
    const cases: [string, () => Promise<{ status: () => number; json: () => Promise<unknown> }>, number][] = [
      ["no proof", () => subscribe(request, { email }), 403],
      ["not an address", async () => subscribe(request, { email: "not-an-address", proof: await proof(request) }), 400],
      ["an unknown field", async () => subscribe(request, { email, admin: true, proof: await proof(request) }), 400],
      [
        "another site",
        async () =>
          request.post("/api/subscribe", {
            data: { email, proof: await proof(request) },
            headers: { Origin: "https://evil.example", "CF-Connecting-IP": network() },
          }),
        403,
      ],
      [
        "not JSON",
        async () =>
          request.post("/api/subscribe", {
            data: `email=${email}`,
            headers: { Origin: origin(), "Content-Type": "text/plain", "CF-Connecting-IP": network() },
          }),
        415,
      ],
    ];
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.status(), what).toBe(status);
      expect(await res.json(), what).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
    // A bot filling the honeypot is told it succeeded, and nothing is sent.
    const bot = await subscribe(request, { email, website: "https://spam.example", proof: await proof(request) });
    expect(bot.status()).toBe(201);
    expect(await mailSentTo(request, email)).toEqual([]);
    expect(await recordOf(request, email)).toBeNull();
  });

  test("the mailto of List-Unsubscribe unsubscribes at once", async ({ request }) => {
    const email = unique("by-mail");
    expect((await subscribe(request, { email, language: "zh", proof: await proof(request) })).status()).toBe(201);
    const [confirmation] = await mailSentTo(request, email);
    if (!confirmation) throw new Error("no confirmation mail");
    const confirm = linkIn(confirmation, `${origin()}/api/subscribe/confirm?token=`);
    expect((await request.post(confirm, { headers: { Origin: origin() }, form: {} })).status()).toBe(200);
    const subject = decodeURIComponent(new URL(confirmation.unsubscribe.mailto).searchParams.get("subject") ?? "");
    // What a mail client sends to the mailto, delivered to the Worker's email handler as Email Routing would.
    const raw = [
      `From: ${email}`,
      `To: ${UNSUBSCRIBE_ADDRESS}`,
      `Subject: ${subject}`,
      `Message-ID: <${Date.now()}@example.com>`,
      "Date: Fri, 27 Nov 2026 10:00:00 +0000",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "unsubscribe",
      "",
    ].join("\r\n");
    const delivered = await request.post(
      `/cdn-cgi/handler/email?from=${encodeURIComponent(email)}&to=${encodeURIComponent(UNSUBSCRIBE_ADDRESS)}`,
      { data: raw, headers: { "Content-Type": "message/rfc822" } },
    );
    expect(delivered.status()).toBeLessThan(300);
    expect((await recordOf(request, email))?.status).toBe("unsubscribed");
  });
});
