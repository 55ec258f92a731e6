/// <reference types="vite/client" />
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { HONEYPOT_FIELD, SIGNUP_TEXT_VERSION, SUBSCRIBE_FORM_PATH } from "@common/api/newsletter-fields";
import type { LanguageCode } from "@common/i18n/languages";
import { describe, expect, it } from "vitest";
import { MAX_FORM_BODY_BYTES } from "../lib/body-limit";
import { testIp } from "../test/test-ip";

/** The newsletter form without JavaScript. The answer pages read the built translations: needs a build. */
type Texts = { newsletter: Record<string, string> };
const locales = import.meta.glob<Texts>("../../public/locales/*/common.json", { eager: true, import: "default" });
const texts = (lang: LanguageCode) => (locales[`../../public/locales/${lang}/common.json`] as Texts).newsletter;

const ORIGIN = "http://localhost";
const FORM_TYPE = "application/x-www-form-urlencoded";
let ipCounter = 0;

interface PostOptions {
  origin?: string | null;
  referer?: string | null;
  type?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Posts the form as a browser does: from the English home page unless told otherwise, a fresh IP each time. */
function post(
  body: string | ReadableStream<Uint8Array> | Record<string, string>,
  { origin = ORIGIN, referer = `${ORIGIN}/`, type = FORM_TYPE, ip, headers = {} }: PostOptions = {},
) {
  ipCounter += 1;
  const sent = typeof body === "string" || body instanceof ReadableStream ? body : new URLSearchParams(body);
  return exports.default.fetch(
    new Request(`${ORIGIN}${SUBSCRIBE_FORM_PATH}`, {
      method: "POST",
      headers: {
        "Content-Type": type,
        "CF-Connecting-IP": ip ?? testIp(200_000 + ipCounter),
        ...(origin ? { Origin: origin } : {}),
        ...(referer ? { Referer: referer } : {}),
        ...headers,
      },
      body: sent,
    }),
  );
}

/** A person's submission: the address and the hidden fields the prerendered form carries. */
const form = (email: string, language: LanguageCode = "en") => ({
  email,
  language,
  source: "home",
  [HONEYPOT_FIELD]: "",
});

/** The parts of an answer page a visitor sees. */
async function page(res: Response) {
  const html = await res.text();
  const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]+)"/.exec(html)?.[1],
    title: decode(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ""),
    message: decode(/<p>([^<]*)<\/p>/.exec(html)?.[1] ?? ""),
    back: decode(/<a href="([^"]*)"/.exec(html)?.[1] ?? ""),
    backLabel: decode(/<a [^>]*>([^<]*)<\/a>/.exec(html)?.[1] ?? ""),
  };
}

/** A body sent in small chunks with no declared length, so its size is only known while reading it. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 512) controller.enqueue(bytes.slice(i, i + 512));
      controller.close();
    },
  });
}

async function rowsFor(email: string) {
  return (await env.DB.prepare("SELECT * FROM subscribers WHERE email = ?").bind(email).all()).results;
}

async function count(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers").first<{ n: number }>())?.n ?? 0;
}

/** The local limiters count in windows aligned to the clock: a burst starts early in one so it stays inside it. */
async function startOfRateWindow(): Promise<void> {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
}

describe(`POST ${SUBSCRIBE_FORM_PATH}`, () => {
  it("stores one pending row with the form's language and answers a 201 page in English, back to the home page", async () => {
    const res = await post(form("  Reader.One@Example.com "));
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Location")).toBeNull();
    const shown = await page(res);
    expect(shown).toMatchObject({
      lang: "en",
      dir: "ltr",
      title: texts("en").successTitle,
      message: texts("en").successMessage,
      back: "/",
      backLabel: texts("en").backLink,
    });
    expect(shown.html).not.toContain("<script");
    expect(shown.html.toLowerCase()).not.toContain("reader.one");
    const rows = await rowsFor("reader.one@example.com");
    expect(rows).toHaveLength(1);
    // Pending until the emailed link is confirmed; the page says to check the inbox.
    expect(rows[0]).toMatchObject({
      language: "en",
      source: "home",
      status: "pending",
      confirmed_at: null,
      consent_version: SIGNUP_TEXT_VERSION,
    });
  });

  it("answers in a right-to-left language with dir=rtl and links back to that language's page", async () => {
    const res = await post(form("qore@example.com", "he"), { referer: `${ORIGIN}/he/` });
    expect(res.status).toBe(201);
    expect(await page(res)).toMatchObject({
      lang: "he",
      dir: "rtl",
      title: texts("he").successTitle,
      back: "/he/",
      backLabel: texts("he").backLink,
    });
    expect((await rowsFor("qore@example.com"))[0]).toMatchObject({ language: "he" });
  });

  it("a second signup while pending is the same 201 page and changes nothing; once active, in any case, a 409 'already subscribed' page; still one row", async () => {
    expect((await post(form("twice@example.com", "es"), { referer: `${ORIGIN}/es/` })).status).toBe(201);
    const [pending] = await rowsFor("twice@example.com");
    const waiting = await post(form("Twice@example.com", "es"), { referer: `${ORIGIN}/es/` });
    expect(waiting.status).toBe(201);
    expect(await page(waiting)).toMatchObject({ lang: "es", title: texts("es").successTitle, back: "/es/" });
    expect(await rowsFor("twice@example.com")).toEqual([pending]);

    // As the emailed link leaves it (worker/routes/confirm-subscription.ts).
    await env.DB.prepare(
      "UPDATE subscribers SET status = 'active', confirmed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL WHERE email = 'twice@example.com'",
    )
      .bind(new Date().toISOString())
      .run();
    const again = await post(form("TWICE@example.com", "es"), { referer: `${ORIGIN}/es/` });
    expect(again.status).toBe(409);
    expect(await page(again)).toMatchObject({
      lang: "es",
      title: texts("es").alreadySubscribedTitle,
      message: texts("es").duplicateMessage,
      back: "/es/",
    });
    expect(await rowsFor("twice@example.com")).toMatchObject([{ status: "active" }]);
  });

  it.each([
    ["an empty address", form("", "fr")],
    ["no @", form("not-an-email", "fr")],
    ["spaces inside", form("a b@example.com", "fr")],
    ["over 254 characters", form(`${"a".repeat(250)}@example.com`, "fr")],
    ["script in the address", form("<script>alert(1)</script>@example.com", "fr")],
    ["no email field", { language: "fr", source: "home" }],
  ])("%s is a 400 'invalid address' page in the form's language; nothing stored", async (_, fields) => {
    const before = await count();
    const res = await post(fields, { referer: `${ORIGIN}/fr/` });
    expect(res.status).toBe(400);
    expect(await page(res)).toMatchObject({
      lang: "fr",
      title: texts("fr").invalidTitle,
      message: texts("fr").invalidMessage,
      back: "/fr/",
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ["an unknown language", "email=x1%40example.com&language=xx&source=home"],
    ["an unknown source", "email=x2%40example.com&language=en&source=elsewhere"],
    ["an unknown field", "email=x3%40example.com&language=en&admin=1"],
    ["the address twice", "email=x4%40example.com&email=x5%40example.com"],
    ["malformed percent-encoding", "email=%E0%A4%A&language=%ZZ"],
    ["a prototype key", "email=x6%40example.com&__proto__=1"],
  ])("%s is a 400 page and stores nothing", async (_, body) => {
    const before = await count();
    const res = await post(body);
    expect(res.status).toBe(400);
    const shown = await page(res);
    expect([texts("en").invalidTitle, texts("en").errorTitle]).toContain(shown.title);
    expect(await count()).toBe(before);
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ email: "json@example.com" })],
    [
      "multipart",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nm@example.com\r\n--x--',
    ],
    ["no type", "", "email=none%40example.com"],
  ])("a %s body is a 415 page and stores nothing", async (_, type, body) => {
    const before = await count();
    const res = await post(body, { type });
    expect(res.status).toBe(415);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect((await page(res)).title).toBe(texts("en").errorTitle);
    expect(await count()).toBe(before);
  });

  it("refuses another site's form with a 403 page and stores nothing", async () => {
    const before = await count();
    const foreign = await post(form("xsite@example.com"), {
      origin: "https://evil.example",
      referer: "https://evil.example/",
    });
    expect(foreign.status).toBe(403);
    expect((await page(foreign)).back).toBe("/");
    const unmarked = await post(form("xsite@example.com"), {
      origin: null,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(unmarked.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("refuses a body over the limit with 413, whether its length is declared, understated or only found while reading", async () => {
    const before = await count();
    const padded = new URLSearchParams({ ...form("big@example.com"), [HONEYPOT_FIELD]: "" }).toString();
    const big = `${padded}&pad=${"x".repeat(MAX_FORM_BODY_BYTES)}`;
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect((await page(declared)).title).toBe(texts("en").errorTitle);

    const streamed = await post(chunked(big));
    expect(streamed.status).toBe(413);
    // A declared length under the limit is only a claim: the bytes are counted.
    const understated = await post(big, { headers: { "Content-Length": "100" } });
    expect(understated.status).toBe(413);
    expect(await count()).toBe(before);

    // The same reading path lets a body under the limit through intact.
    const small = await post(chunked(new URLSearchParams(form("streamed@example.com")).toString()));
    expect(small.status).toBe(201);
    expect(await rowsFor("streamed@example.com")).toMatchObject([{ status: "pending" }]);
  });

  it("a filled-in honeypot gets the success page and stores nothing", async () => {
    const before = await count();
    const res = await post({ ...form("bot@example.com"), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.status).toBe(201);
    expect((await page(res)).title).toBe(texts("en").successTitle);
    expect(await count()).toBe(before);
  });

  it.each([
    ["another site", "https://evil.example/tools", "/de/"],
    ["a protocol-relative path", `${ORIGIN}//evil.example/`, "/de/"],
    ["a backslash path", `${ORIGIN}/\\evil.example`, "/de/"],
    ["a page that is not public", `${ORIGIN}/admin`, "/de/"],
    ["a javascript: URL", "javascript:alert(document.cookie)", "/de/"],
    ["no Referer", null, "/de/"],
    ["a public page with query and hash", `${ORIGIN}/de/tools/?q=x#top`, "/de/tools"],
    [
      "a page in another language",
      `${ORIGIN}/blog/how-to-get-started-with-chatgpt`,
      "/blog/how-to-get-started-with-chatgpt",
    ],
  ])("the back link for %s is %s", async (_, referer, expected) => {
    const res = await post(form(`back${ipCounter}@example.com`, "de"), { referer });
    expect(res.status).toBe(201);
    const { back, lang } = await page(res);
    expect(back).toBe(expected);
    expect(back).toMatch(/^\/(?!\/)/);
    expect(lang).toBe("de");
  });

  it("has a stricter limit of its own, as it carries no proof of work: the fourth post from one network in a minute gets the 429 page", async () => {
    await startOfRateWindow();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await post(form(`burst${i}@example.com`, "ar"), { ip: "203.0.113.77", referer: `${ORIGIN}/ar/` });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    // SUBSCRIBE_FORM_LIMITER allows 3 a minute (wrangler.toml); the JSON API's own limit allows 10.
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await page(limited as Response)).toMatchObject({
      lang: "ar",
      dir: "rtl",
      title: texts("ar").errorTitle,
      message: texts("ar").rateLimitedMessage,
      back: "/ar/",
    });
    expect(await rowsFor("burst3@example.com")).toEqual([]);
  }, 90_000);

  it("shares the signup rate limit with the JSON API: a network that spent it there gets the 429 page", async () => {
    await startOfRateWindow();
    const ip = "203.0.113.78";
    const statuses: number[] = [];
    // The JSON API spends the shared limit before it checks the proof of work, so these answer 403 until it is spent.
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}/api/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip },
          body: JSON.stringify({ email: `json${i}@example.com` }),
        }),
      );
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.at(-1), `statuses: ${statuses.join(",")}`).toBe(429);
    const res = await post(form("after-json@example.com", "ar"), { ip, referer: `${ORIGIN}/ar/` });
    expect(res.status).toBe(429);
    expect(await page(res)).toMatchObject({ lang: "ar", title: texts("ar").errorTitle, back: "/ar/" });
    expect(await rowsFor("after-json@example.com")).toEqual([]);
  }, 90_000);
});
