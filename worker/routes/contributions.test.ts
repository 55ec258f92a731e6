import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { HONEYPOT_FIELD } from "@common/api/newsletter-fields";
import { describe, expect, it } from "vitest";
import { testIp } from "../test/test-ip";
import { solvedContributionProof } from "../test/vote-proof";

/** Visitors' suggestions and reports through the Worker: what is stored, refused, or kept as spam. */
const ORIGIN = "http://localhost";
let ips = 0;
const ip = () => testIp(400_000 + ++ips);

function post(path: string, body: unknown, { from = ip(), origin = ORIGIN } = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": from },
      body: JSON.stringify(body),
    }),
  );
}

const suggestion = (overrides: Record<string, unknown> = {}) => ({
  name: "Sketch Helper",
  url: "https://www.sketch-helper.example/app?ref=1",
  category: "design-graphics",
  description: "Turns a rough drawing into a clean logo.",
  email: "  Reader@Example.com ",
  language: "ar",
  ...overrides,
});

const rows = async (table: string, where = "1") =>
  (await env.DB.prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY id`).all<Record<string, unknown>>()).results;

describe("suggesting a tool", () => {
  it("stores the suggestion in the owner's queue with the site's host, the language and the reply address", async () => {
    const res = await post("/api/suggestions", { ...suggestion(), proof: await solvedContributionProof() });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    expect(await rows("tool_suggestions", "host = 'sketch-helper.example'")).toEqual([
      expect.objectContaining({
        status: "new",
        name: "Sketch Helper",
        url: "https://www.sketch-helper.example/app?ref=1",
        category: "design-graphics",
        description: "Turns a rough drawing into a clean logo.",
        email: "reader@example.com",
        language: "ar",
        channel: "script",
        closed_at: null,
      }),
    ]);
  });

  it("names every field that breaks a rule, and stores nothing", async () => {
    const before = (await rows("tool_suggestions")).length;
    const res = await post("/api/suggestions", {
      name: "",
      url: "http://plain-http.example",
      category: "not-a-category",
      description: "x".repeat(601),
      email: "not-an-address",
      proof: await solvedContributionProof(),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: { path: string; key: string }[] } };
    expect(error.code).toBe("invalid_contribution");
    expect(Object.fromEntries(error.fields.map((f) => [f.path, f.key]))).toEqual({
      name: "required",
      url: "urlFormat",
      category: "unknownValue",
      description: "tooLong",
      email: "emailFormat",
    });
    expect(await rows("tool_suggestions")).toHaveLength(before);
    const unknownField = await post("/api/suggestions", {
      ...suggestion(),
      admin: true,
      proof: await solvedContributionProof(),
    });
    expect(unknownField.status).toBe(400);
  });

  it("needs a proof of work from the page, once; another site is refused", async () => {
    const missing = await post("/api/suggestions", suggestion({ url: "https://no-proof.example" }));
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: "contribution_proof_invalid" } });
    const proof = await solvedContributionProof();
    expect((await post("/api/suggestions", { ...suggestion({ url: "https://first.example" }), proof })).status).toBe(
      201,
    );
    expect((await post("/api/suggestions", { ...suggestion({ url: "https://replay.example" }), proof })).status).toBe(
      403,
    );
    const foreign = await post(
      "/api/suggestions",
      { ...suggestion({ url: "https://foreign.example" }), proof: await solvedContributionProof() },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await rows("tool_suggestions", "host IN ('no-proof.example', 'replay.example', 'foreign.example')")).toEqual(
      [],
    );
  });

  it("says so when the site is already listed or already suggested", async () => {
    const listed = (
      await env.DB.prepare("SELECT url FROM catalogue_tools WHERE id = 'chatgpt'").first<{ url: string }>()
    )?.url;
    const host = new URL(listed ?? "").hostname.replace(/^www\./, "");
    const again = await post("/api/suggestions", {
      ...suggestion({ url: `https://WWW.${host.toUpperCase()}/pricing` }),
      proof: await solvedContributionProof(),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "already_listed" } });
    const first = { ...suggestion({ url: "https://twice.example" }) };
    expect((await post("/api/suggestions", { ...first, proof: await solvedContributionProof() })).status).toBe(201);
    const second = await post("/api/suggestions", {
      ...first,
      url: "https://www.twice.example/other",
      proof: await solvedContributionProof(),
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: "already_suggested" } });
    expect(await rows("tool_suggestions", "host = 'twice.example'")).toHaveLength(1);
  });

  it("keeps a bot's post as spam and answers it like any other", async () => {
    const res = await post("/api/suggestions", {
      ...suggestion({ url: "https://bot.example" }),
      [HONEYPOT_FIELD]: "https://spam.example",
      proof: await solvedContributionProof(),
    });
    expect(res.status).toBe(201);
    expect(await rows("tool_suggestions", "host = 'bot.example'")).toEqual([
      expect.objectContaining({ status: "spam" }),
    ]);
    // Spam does not hold the site back from a person's suggestion.
    const person = await post("/api/suggestions", {
      ...suggestion({ url: "https://bot.example" }),
      proof: await solvedContributionProof(),
    });
    expect(person.status).toBe(201);
  });

  it("is limited per network each minute", async () => {
    const from = ip();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const proof = await solvedContributionProof();
      answers.push(
        (await post("/api/suggestions", { ...suggestion({ url: `https://minute-${i}.example` }), proof }, { from }))
          .status,
      );
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("reporting a problem on a tool's page", () => {
  it("stores the reason, the note and the language the page was read in", async () => {
    const res = await post("/api/tools/claude/reports", {
      reason: "broken-link",
      note: "The button leads to an error page.",
      language: "he",
      proof: await solvedContributionProof(),
    });
    expect(res.status).toBe(201);
    expect(await rows("tool_reports", "tool_id = 'claude'")).toEqual([
      expect.objectContaining({
        status: "new",
        reason: "broken-link",
        note: "The button leads to an error page.",
        language: "he",
        email: null,
      }),
    ]);
  });

  it("refuses an unknown tool, an unknown reason, a long note, and a missing proof", async () => {
    expect(
      (await post("/api/tools/no-such-tool/reports", { reason: "other", proof: await solvedContributionProof() }))
        .status,
    ).toBe(404);
    const bad = await post("/api/tools/claude/reports", {
      reason: "hate-it",
      note: "x".repeat(601),
      proof: await solvedContributionProof(),
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: { path: string; key: string }[] } };
    expect(error.fields).toEqual([
      { path: "reason", key: "unknownValue" },
      { path: "note", key: "tooLong" },
    ]);
    expect((await post("/api/tools/claude/reports", { reason: "other" })).status).toBe(403);
    expect(await rows("tool_reports", "tool_id = 'no-such-tool' OR reason = 'hate-it'")).toEqual([]);
  });
});
