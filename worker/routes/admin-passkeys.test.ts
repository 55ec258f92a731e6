import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { authStatusSchema } from "@common/api/admin";
import { apiErrorSchema } from "@common/api/errors";
import { PASSKEYS_MAX, passkeyListSchema } from "@common/api/passkeys";
import { beforeEach, describe, expect, it } from "vitest";
import { CHALLENGE_TTL_SECONDS } from "../auth/passkey-challenges";
import { relyingParty } from "../auth/relying-party";
import worker from "../index";
import { keepDeviceCookie, knownDeviceCookie, ORIGIN, sessionCookie, signIn } from "../test/admin-session";
import { type SoftwarePasskey, softwarePasskey } from "../test/software-passkey";
import { testIp } from "../test/test-ip";

const RP_ID = "localhost";
let ipCounter = 0;

function api(
  path: string,
  { method = "GET", cookie = "", body }: { method?: string; cookie?: string; body?: unknown } = {},
) {
  ipCounter += 1;
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        Cookie: cookie,
        "CF-Connecting-IP": testIp(500_000 + ipCounter),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The first step of a sign-in with the right password, from the admin's browser (a known device). */
function passwordStep() {
  return api("/api/admin/login", {
    method: "POST",
    cookie: knownDeviceCookie(),
    body: { username: env.ADMIN_USERNAME, password: env.TEST_ADMIN_PASSWORD },
  });
}

/** The password step's options once a passkey is registered (and that it set no session). */
async function signInChallenge(): Promise<string> {
  const res = await passwordStep();
  expect(res.status).toBe(200);
  expect(sessionCookie(res)).toBe("");
  const body = (await res.json()) as { passkeyRequired: boolean; options: { challenge: string; rpId: string } };
  expect(body.passkeyRequired).toBe(true);
  return body.options.challenge;
}

async function passkeyStep(response: unknown) {
  const res = await api("/api/admin/login/passkey", {
    method: "POST",
    cookie: knownDeviceCookie(),
    body: { response },
  });
  keepDeviceCookie(res);
  return res;
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(401);
  expect(apiErrorSchema.parse(await res.json()).error).toEqual({
    code: "unauthorized",
    message: "Passkey check failed",
  });
  expect(sessionCookie(res)).toBe("");
}

async function register(cookie: string, passkey: SoftwarePasskey, name = "Laptop"): Promise<Response> {
  const options = (await (await api("/api/admin/passkeys/options", { method: "POST", cookie })).json()) as {
    challenge: string;
  };
  return api("/api/admin/passkeys", {
    method: "POST",
    cookie,
    body: { name, response: await passkey.register(options.challenge, ORIGIN, RP_ID) },
  });
}

async function removalConfirmation(cookie: string, passkey: SoftwarePasskey): Promise<unknown> {
  const res = await api("/api/admin/passkeys/removal-options", { method: "POST", cookie });
  expect(res.status).toBe(200);
  const { challenge } = (await res.json()) as { challenge: string };
  return passkey.assert(challenge, ORIGIN, RP_ID);
}

/** A passkey registered by a password-only session; answers the passkey and that session's cookie. */
async function withRegisteredPasskey(): Promise<{ passkey: SoftwarePasskey; cookie: string }> {
  const cookie = await signIn();
  const passkey = await softwarePasskey();
  expect((await register(cookie, passkey)).status).toBe(201);
  return { passkey, cookie };
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM admin_passkeys; DELETE FROM admin_challenges");
});

describe("registering a passkey", () => {
  it("needs a session; the new passkey is listed with its name and when it was added", async () => {
    expect((await api("/api/admin/passkeys/options", { method: "POST" })).status).toBe(401);
    expect((await api("/api/admin/passkeys")).status).toBe(401);

    const cookie = await signIn();
    const options = await (await api("/api/admin/passkeys/options", { method: "POST", cookie })).json();
    expect(options).toMatchObject({ rp: { id: RP_ID, name: "AI Tools Guide" }, attestation: "none" });

    const passkey = await softwarePasskey();
    const res = await register(cookie, passkey, "  Work laptop ");
    expect(res.status).toBe(201);
    const { items } = passkeyListSchema.parse(await res.json());
    expect(items).toEqual([{ id: passkey.id, name: "Work laptop", createdAt: expect.any(String), lastUsedAt: null }]);
    expect(Date.now() - Date.parse(items[0]?.createdAt ?? "")).toBeLessThan(60_000);
    expect(passkeyListSchema.parse(await (await api("/api/admin/passkeys", { cookie })).json()).items).toHaveLength(1);
  });

  it("refuses an answer to no challenge, a replayed one, or one from another origin: 400, nothing stored", async () => {
    const cookie = await signIn();
    const passkey = await softwarePasskey();
    const made = await api("/api/admin/passkeys", {
      method: "POST",
      cookie,
      body: { name: "Made up", response: await passkey.register("bm90LWlzc3VlZA", ORIGIN, RP_ID) },
    });
    expect(made.status).toBe(400);
    expect(apiErrorSchema.parse(await made.json()).error.message).toBe("Passkey check failed");

    const { challenge } = (await (await api("/api/admin/passkeys/options", { method: "POST", cookie })).json()) as {
      challenge: string;
    };
    const foreign = await api("/api/admin/passkeys", {
      method: "POST",
      cookie,
      body: { name: "Phished", response: await passkey.register(challenge, "https://evil.example", RP_ID) },
    });
    expect(foreign.status).toBe(400);
    // The challenge was taken by that answer: the right answer to it now comes too late.
    const replay = await api("/api/admin/passkeys", {
      method: "POST",
      cookie,
      body: { name: "Late", response: await passkey.register(challenge, ORIGIN, RP_ID) },
    });
    expect(replay.status).toBe(400);
    expect(passkeyListSchema.parse(await (await api("/api/admin/passkeys", { cookie })).json()).items).toEqual([]);
  });

  it(`a name is required and short; at most ${PASSKEYS_MAX} passkeys`, async () => {
    const cookie = await signIn();
    const passkey = await softwarePasskey();
    for (const name of ["", "   ", "x".repeat(61)]) {
      const res = await api("/api/admin/passkeys", {
        method: "POST",
        cookie,
        body: { name, response: await passkey.register("AAAA", ORIGIN, RP_ID) },
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
    }
    for (let i = 0; i < PASSKEYS_MAX; i++)
      expect((await register(cookie, await softwarePasskey(), `Key ${i}`)).status).toBe(201);
    expect((await api("/api/admin/passkeys/options", { method: "POST", cookie })).status).toBe(409);
  });
});

describe("signing in once a passkey is registered", () => {
  it("the right password answers the passkey's options without a session; the passkey's answer signs in", async () => {
    const { passkey } = await withRegisteredPasskey();
    const res = await passwordStep();
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBe("");
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as {
      authenticated: boolean;
      passkeyRequired: boolean;
      options: { challenge: string; rpId: string; allowCredentials: { id: string }[] };
    };
    expect(body).toMatchObject({ authenticated: false, passkeyRequired: true, options: { rpId: RP_ID } });
    expect(body.options.allowCredentials.map((c) => c.id)).toEqual([passkey.id]);
    expect(body.options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const signedIn = await passkeyStep(await passkey.assert(body.options.challenge, ORIGIN, RP_ID));
    expect(signedIn.status).toBe(200);
    expect(authStatusSchema.parse(await signedIn.json())).toEqual({
      authenticated: true,
      username: env.ADMIN_USERNAME,
    });
    const cookie = sessionCookie(signedIn);
    expect(cookie).toMatch(/^__Host-session=/);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("__Host-device="))).toBe(true);
    expect((await api("/api/admin/analytics", { cookie })).status).toBe(200);
    const [listed] = passkeyListSchema.parse(await (await api("/api/admin/passkeys", { cookie })).json()).items;
    expect(Date.now() - Date.parse(listed?.lastUsedAt ?? "")).toBeLessThan(60_000);
  });

  it("a wrong password is still 'Invalid credentials', and issues no challenge", async () => {
    await withRegisteredPasskey();
    const res = await api("/api/admin/login", {
      method: "POST",
      body: { username: env.ADMIN_USERNAME, password: "nope" },
    });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).error.message).toBe("Invalid credentials");
    const { count } = (await env.DB.prepare("SELECT COUNT(*) AS count FROM admin_challenges").first<{
      count: number;
    }>()) ?? { count: -1 };
    expect(count).toBe(0);
  });

  it("a replayed answer, or a second answer to the same challenge, is refused: 401 and no session", async () => {
    const { passkey } = await withRegisteredPasskey();
    const challenge = await signInChallenge();
    const answer = await passkey.assert(challenge, ORIGIN, RP_ID);
    expect((await passkeyStep(answer)).status).toBe(200);
    await expectRefused(await passkeyStep(answer));
    // A fresh signature (a higher counter) over the same challenge: the challenge itself was single-use.
    await expectRefused(await passkeyStep(await passkey.assert(challenge, ORIGIN, RP_ID)));
  });

  it("an expired challenge is refused", async () => {
    const { passkey } = await withRegisteredPasskey();
    const challenge = await signInChallenge();
    const past = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE admin_challenges SET expires_at = ? WHERE challenge = ?").bind(past, challenge).run();
    expect(CHALLENGE_TTL_SECONDS).toBeLessThanOrEqual(300);
    await expectRefused(await passkeyStep(await passkey.assert(challenge, ORIGIN, RP_ID)));
  });

  it("a challenge never issued, or issued to confirm a removal, is refused", async () => {
    const { passkey, cookie } = await withRegisteredPasskey();
    await expectRefused(await passkeyStep(await passkey.assert("bWFkZS11cC1jaGFsbGVuZ2U", ORIGIN, RP_ID)));
    const { challenge } = (await (
      await api("/api/admin/passkeys/removal-options", { method: "POST", cookie })
    ).json()) as {
      challenge: string;
    };
    await expectRefused(await passkeyStep(await passkey.assert(challenge, ORIGIN, RP_ID)));
  });

  it("an unknown credential id is refused, and its try uses up the challenge", async () => {
    const { passkey } = await withRegisteredPasskey();
    const challenge = await signInChallenge();
    const stranger = await softwarePasskey();
    await expectRefused(await passkeyStep(await stranger.assert(challenge, ORIGIN, RP_ID)));
    await expectRefused(await passkeyStep(await passkey.assert(challenge, ORIGIN, RP_ID)));
  });

  it("a forged signature, another origin, another RP ID, a registration's client data or an old counter is refused", async () => {
    const { passkey } = await withRegisteredPasskey();
    const forged = await passkey.assert(await signInChallenge(), ORIGIN, RP_ID);
    const other = await passkey.assert(await signInChallenge(), ORIGIN, RP_ID);
    await expectRefused(
      await passkeyStep({
        ...forged,
        response: { ...forged.response, signature: other.response.signature },
      }),
    );
    await expectRefused(
      await passkeyStep(await passkey.assert(await signInChallenge(), "https://evil.example", RP_ID)),
    );
    await expectRefused(await passkeyStep(await passkey.assert(await signInChallenge(), ORIGIN, "evil.example")));
    await expectRefused(
      await passkeyStep(await passkey.assert(await signInChallenge(), ORIGIN, RP_ID, { type: "webauthn.create" })),
    );
    // A real use moves the stored counter to 50; an answer counting 49 comes from a clone or a recording.
    expect(
      (await passkeyStep(await passkey.assert(await signInChallenge(), ORIGIN, RP_ID, { counter: 50 }))).status,
    ).toBe(200);
    await expectRefused(
      await passkeyStep(await passkey.assert(await signInChallenge(), ORIGIN, RP_ID, { counter: 49 })),
    );
  });

  it("a passkey removed while the browser was asking no longer signs in", async () => {
    const { passkey } = await withRegisteredPasskey();
    const challenge = await signInChallenge();
    await env.DB.prepare("DELETE FROM admin_passkeys WHERE id = ?").bind(passkey.id).run();
    await expectRefused(await passkeyStep(await passkey.assert(challenge, ORIGIN, RP_ID)));
  });

  it("a malformed answer is a 400", async () => {
    for (const response of [undefined, {}, { id: "x" }, "text"]) {
      const res = await api("/api/admin/login/passkey", { method: "POST", body: { response } });
      expect(res.status).toBe(400);
    }
    const foreign = await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/login/passkey`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe("removing a passkey", () => {
  it("needs a fresh passkey check; removing the last one restores password-only sign-in", async () => {
    const { passkey, cookie } = await withRegisteredPasskey();
    // Without a confirmation, or with an answer to no challenge: 403/400, and the passkey stays.
    expect((await api(`/api/admin/passkeys/${passkey.id}`, { method: "DELETE", cookie, body: {} })).status).toBe(400);
    const unconfirmed = await api(`/api/admin/passkeys/${passkey.id}`, {
      method: "DELETE",
      cookie,
      body: { response: await passkey.assert("bm8tY2hhbGxlbmdl", ORIGIN, RP_ID) },
    });
    expect(unconfirmed.status).toBe(403);
    expect(apiErrorSchema.parse(await unconfirmed.json()).error.message).toBe("Passkey check failed");
    // A stranger's passkey cannot confirm.
    const stranger = await softwarePasskey();
    const strangerConfirms = await api(`/api/admin/passkeys/${passkey.id}`, {
      method: "DELETE",
      cookie,
      body: { response: await removalConfirmation(cookie, stranger) },
    });
    expect(strangerConfirms.status).toBe(403);
    expect(passkeyListSchema.parse(await (await api("/api/admin/passkeys", { cookie })).json()).items).toHaveLength(1);
    expect(sessionCookie(await passwordStep())).toBe("");

    const removed = await api(`/api/admin/passkeys/${passkey.id}`, {
      method: "DELETE",
      cookie,
      body: { response: await removalConfirmation(cookie, passkey) },
    });
    expect(removed.status).toBe(200);
    expect(passkeyListSchema.parse(await removed.json()).items).toEqual([]);
    const passwordOnly = await passwordStep();
    expect(authStatusSchema.parse(await passwordOnly.json())).toEqual({
      authenticated: true,
      username: env.ADMIN_USERNAME,
    });
    expect(sessionCookie(passwordOnly)).toMatch(/^__Host-session=/);
  });

  it("an unknown id is a 404 and removes nothing; without a session it is a 401", async () => {
    const { passkey, cookie } = await withRegisteredPasskey();
    const res = await api("/api/admin/passkeys/bm8tc3VjaC1rZXk", {
      method: "DELETE",
      cookie,
      body: { response: await removalConfirmation(cookie, passkey) },
    });
    expect(res.status).toBe(404);
    expect(passkeyListSchema.parse(await (await api("/api/admin/passkeys", { cookie })).json()).items).toHaveLength(1);
    expect((await api(`/api/admin/passkeys/${passkey.id}`, { method: "DELETE", body: {} })).status).toBe(401);
  });
});

describe("the relying party", () => {
  it("is SITE_URL's host when it is set, else the request's host: options and checks use the same", async () => {
    expect(relyingParty("http://localhost:8787/api/admin/login", "")).toEqual({
      id: "localhost",
      origin: "http://localhost:8787",
    });
    expect(relyingParty("https://x.workers.dev/api", "https://aitoolsguide.org")).toEqual({
      id: "aitoolsguide.org",
      origin: "https://aitoolsguide.org",
    });
    expect(relyingParty("https://x.workers.dev/api", "not a url")).toEqual({
      id: "x.workers.dev",
      origin: "https://x.workers.dev",
    });

    const cookie = await signIn();
    const bindings = { ...env, SITE_URL: "https://guide.example" } as Env;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/admin/passkeys/options`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: ORIGIN },
      }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(((await res.json()) as { rp: { id: string } }).rp.id).toBe("guide.example");
  });
});
