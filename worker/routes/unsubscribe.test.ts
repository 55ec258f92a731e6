/// <reference types="vite/client" />
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { UNSUBSCRIBE_PATH } from "@common/api/newsletter-fields";
import type { LanguageCode } from "@common/i18n/languages";
import { describe, expect, it } from "vitest";
import { newToken } from "../db/subscribers";
import { testIp } from "../test/test-ip";
import { solvedSignupProof } from "../test/vote-proof";

/** The unsubscribe pages. They read the built translations: needs a build. */
type Texts = { unsubscribe: Record<string, string> };
const locales = import.meta.glob<Texts>("../../public/locales/*/common.json", { eager: true, import: "default" });
const texts = (lang: LanguageCode) => (locales[`../../public/locales/${lang}/common.json`] as Texts).unsubscribe;

const ORIGIN = "http://localhost";
let counter = 0;

/** Adds an active (confirmed) subscriber directly and returns their token. */
async function subscriber(language: LanguageCode = "en"): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `reader${counter}@example.com`;
  const token = newToken();
  await env.DB.prepare(
    "INSERT INTO subscribers (email, status, confirmed_at, unsubscribe_token, language, source) VALUES (?, 'active', ?, ?, ?, 'home')",
  )
    .bind(email, new Date().toISOString(), token, language)
    .run();
  return { email, token };
}

/** The address's state: 'pending', 'active' or 'unsubscribed' (undefined when there is no such row). */
async function stateOf(email: string): Promise<string | undefined> {
  const row = await env.DB.prepare("SELECT status FROM subscribers WHERE email = ?")
    .bind(email)
    .first<{ status: string }>();
  return row?.status;
}

async function unsubscribedCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE status = 'unsubscribed'").first<{
    n: number;
  }>();
  return row?.n ?? -1;
}

const open = (query: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`${ORIGIN}${UNSUBSCRIBE_PATH}${query}`, { headers }));

interface PostOptions {
  origin?: string | null;
  type?: string | null;
  headers?: Record<string, string>;
}

/** A POST as the confirmation page's button sends it (same origin, an empty form) unless told otherwise. */
function post(query: string, body: BodyInit = "", { origin = ORIGIN, type, headers = {} }: PostOptions = {}) {
  counter += 1;
  const sent = new Headers({ "CF-Connecting-IP": testIp(300_000 + counter), ...headers });
  if (origin) sent.set("Origin", origin);
  if (type !== null) sent.set("Content-Type", type ?? "application/x-www-form-urlencoded");
  return exports.default.fetch(
    new Request(`${ORIGIN}${UNSUBSCRIBE_PATH}${query}`, { method: "POST", headers: sent, body }),
  );
}

/** The parts of a page a person sees. */
async function page(res: Response) {
  const html = await res.text();
  const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]+)"/.exec(html)?.[1],
    title: decode(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ""),
    form: /<form method="post" action="([^"]*)"><button type="submit">([^<]*)<\/button><\/form>/.exec(html),
  };
}

describe("GET /api/unsubscribe", () => {
  it("only asks: a confirmation page in the subscriber's language whose button posts back to the same link", async () => {
    const { email, token } = await subscriber("de");
    for (let i = 0; i < 3; i++) {
      const res = await open(`?token=${token}`, { "Accept-Language": "fr" });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
      const shown = await page(res);
      expect(shown.lang).toBe("de");
      expect(shown.title).toBe(texts("de").confirmTitle);
      expect(shown.form?.[1]).toBe(`${UNSUBSCRIBE_PATH}?token=${token}`);
      expect(shown.form?.[2]).toBe(texts("de").confirmButton);
      expect(shown.html).not.toContain("<script");
    }
    expect(await stateOf(email)).toBe("active");
  });

  it("reads right to left in Hebrew and Arabic", async () => {
    for (const lang of ["he", "ar"] as const) {
      const { token } = await subscriber(lang);
      const shown = await page(await open(`?token=${token}`));
      expect([shown.lang, shown.dir, shown.title]).toEqual([lang, "rtl", texts(lang).confirmTitle]);
    }
  });

  it("an unknown token is 404, a malformed, missing or repeated one 400, in the browser's language; nothing changes", async () => {
    const before = await unsubscribedCount();
    const unknown = await open(`?token=${"A".repeat(43)}`, { "Accept-Language": "es-ES,es;q=0.9" });
    expect(unknown.status).toBe(404);
    const shown = await page(unknown);
    expect([shown.lang, shown.title, shown.form]).toEqual(["es", texts("es").invalidTitle, null]);
    const { token } = await subscriber();
    for (const query of ["?token=short", "", "?token=%27%20OR%201%3D1--", `?token=${token}&token=${token}`]) {
      const res = await open(query);
      expect(res.status, query).toBe(400);
      expect((await page(res)).title, query).toBe(texts("en").invalidTitle);
    }
    expect(await unsubscribedCount()).toBe(before);
  });
});

describe("POST /api/unsubscribe", () => {
  it("the confirmation button unsubscribes and shows the confirmation in the subscriber's language; signing up again needs a new confirmation", async () => {
    const { email, token } = await subscriber("pt");
    const res = await post(`?token=${token}`);
    expect(res.status).toBe(200);
    const shown = await page(res);
    expect([shown.lang, shown.title, shown.form]).toEqual(["pt", texts("pt").doneTitle, null]);
    const left = await env.DB.prepare("SELECT status, unsubscribed_at FROM subscribers WHERE email = ?")
      .bind(email)
      .first<{ status: string; unsubscribed_at: string | null }>();
    expect(left?.status).toBe("unsubscribed");
    expect(Date.now() - Date.parse(left?.unsubscribed_at ?? "")).toBeLessThan(60_000);
    // Pressing it again (a second tab) tells the same and changes nothing.
    expect((await post(`?token=${token}`)).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT unsubscribed_at FROM subscribers WHERE email = ?")
        .bind(email)
        .first("unsubscribed_at"),
    ).toBe(left?.unsubscribed_at);

    const back = await exports.default.fetch(
      new Request(`${ORIGIN}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": testIp(310_000) },
        body: JSON.stringify({ email, language: "fr", proof: await solvedSignupProof() }),
      }),
    );
    expect(back.status).toBe(201);
    // One row again, pending until the new confirmation mail's link is used, with a new unsubscribe token.
    const again = await env.DB.prepare(
      "SELECT status, confirmed_at, language, unsubscribe_token, COUNT(*) OVER () AS n FROM subscribers WHERE email = ?",
    )
      .bind(email)
      .first();
    expect(again).toMatchObject({ status: "pending", confirmed_at: null, language: "fr", n: 1 });
    expect(again?.unsubscribe_token).not.toBe(token);
    expect((await open(`?token=${token}`)).status).toBe(404);
  });

  it("RFC 8058 one-click: the mail provider's POST (no Origin, no cookies) unsubscribes, form-encoded or multipart", async () => {
    const encoded = await subscriber();
    const res = await post(`?token=${encoded.token}`, "List-Unsubscribe=One-Click", { origin: null });
    expect(res.status).toBe(200);
    expect(await stateOf(encoded.email)).toBe("unsubscribed");

    const multipart = await subscriber();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const sent = await exports.default.fetch(
      new Request(`${ORIGIN}${UNSUBSCRIBE_PATH}?token=${multipart.token}`, { method: "POST", body: form }),
    );
    expect(sent.status).toBe(200);
    expect(await stateOf(multipart.email)).toBe("unsubscribed");
  });

  it("without one-click, a POST from another site is refused with 403 and changes nothing", async () => {
    const { email, token } = await subscriber();
    const foreign = await post(`?token=${token}`, "", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await page(foreign)).title).toBe(texts("en").failedTitle);
    const unmarked = await post(`?token=${token}`, "", { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(unmarked.status).toBe(403);
    expect(await stateOf(email)).toBe("active");
  });

  it("an unknown token is 404 and a malformed one 400, one-click or not; nothing changes", async () => {
    const { email } = await subscriber();
    const before = await unsubscribedCount();
    for (const body of ["", "List-Unsubscribe=One-Click"]) {
      const unknown = await post(`?token=${"A".repeat(43)}`, body);
      expect(unknown.status, body).toBe(404);
      expect((await page(unknown)).title).toBe(texts("en").invalidTitle);
      for (const query of ["?token=short", "", `?token=${"A".repeat(43)}&token=x`]) {
        expect((await post(query, body)).status, `${query} ${body}`).toBe(400);
      }
    }
    expect(await unsubscribedCount()).toBe(before);
    expect(await stateOf(email)).toBe("active");
  });

  it.each([
    ["a JSON body", { body: '{"List-Unsubscribe":"One-Click"}', type: "application/json" }, 415],
    ["no content type", { body: "List-Unsubscribe=One-Click", type: null }, 415],
    ["another one-click value", { body: "List-Unsubscribe=Yes" }, 400],
    ["an unexpected field", { body: "List-Unsubscribe=One-Click&email=a%40b.c" }, 400],
    ["a body over the limit", { body: `List-Unsubscribe=One-Click&pad=${"x".repeat(5000)}` }, 413],
  ] as const)("%s is refused and changes nothing", async (label, { body, ...options }, status) => {
    const { email, token } = await subscriber();
    const res = await post(`?token=${token}`, body, { origin: null, ...options });
    expect(res.status, label).toBe(status);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await stateOf(email)).toBe("active");
  });
});
