import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import type { FactsReview, SavedTool } from "@common/catalogue/admin-api";
import type { DirectoryPage, ToolPage } from "@common/catalogue/pages";
import { emptyFacts, type ToolFactGroups } from "@common/catalogue/tool-facts";
import { beforeAll, describe, expect, it } from "vitest";
import arabic from "../../public/locales/ar/common.json";
import german from "../../public/locales/de/common.json";
import english from "../../public/locales/en/common.json";
import { ORIGIN, signIn } from "../test/admin-session";

/**
 * A tool's beginner facts (docs/decisions/044): what the editor may store, that only "Confirm facts" dates them, what
 * a tool page shows in each language, the directory's "works in my language" and the dashboard's facts to check
 * again. Against the seeded catalogue (47 tools, none with facts) in the real local D1.
 */
let cookie = "";
beforeAll(async () => {
  cookie = await signIn();
});

function admin(
  path: string,
  { method = "GET", body, session }: { method?: string; body?: unknown; session?: string } = {},
) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/catalogue${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        Cookie: session ?? cookie,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function load(id: string): Promise<SavedTool> {
  const res = await admin(`/tools/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SavedTool;
}

async function save(saved: SavedTool, change: (tool: SavedTool["tool"]) => SavedTool["tool"]) {
  return admin(`/tools/${saved.tool.id}`, {
    method: "PUT",
    body: { tool: change(saved.tool), updatedAt: saved.updatedAt },
  });
}

async function publicPage(id: string, lang = "en"): Promise<ToolPage> {
  const res = await exports.default.fetch(new Request(`${ORIGIN}/api/catalogue/tools/${id}?lang=${lang}`));
  expect(res.status).toBe(200);
  return (await res.json()) as ToolPage;
}

const FACTS: ToolFactGroups = {
  freePlan: {
    cardRequired: "no",
    upgradeFrom: { amount: 20, currency: "USD", period: "month" },
    source: "https://example.com/pricing",
    confirmedAt: null,
  },
  privacy: {
    trainsByDefault: "yes",
    optOut: "yes",
    optOutUrl: "https://example.com/settings/data",
    minimumAge: 13,
    source: "https://example.com/privacy",
    confirmedAt: null,
  },
  languages: { supported: ["en", "de", "ar"], source: "https://example.com/languages", confirmedAt: null },
};

const today = () => new Date().toISOString().slice(0, 10);

describe("a tool's beginner facts in the editor", () => {
  it("refuses facts without the page that states them, and out-of-range values, naming each; nothing is stored", async () => {
    const saved = await load("perplexity");
    const res = await save(saved, (tool) => ({
      ...tool,
      texts: { ...tool.texts, en: { ...tool.texts.en, freeLimits: "5 searches a day" } },
      facts: {
        freePlan: { ...emptyFacts().freePlan, upgradeFrom: { amount: 0, currency: "USD", period: "month" } },
        privacy: { ...emptyFacts().privacy, minimumAge: 3, source: "http://example.com/privacy" },
        languages: { supported: ["en", "xx" as "en"], source: "", confirmedAt: null },
      },
    }));
    expect(res.status).toBe(400);
    const error = apiErrorSchema.parse(await res.json()).error;
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: "facts.freePlan.upgradeFrom.amount", key: "priceRange" },
        { path: "facts.freePlan.source", key: "sourceRequired" },
        { path: "facts.privacy.minimumAge", key: "ageRange" },
        { path: "facts.privacy.source", key: "urlFormat" },
        { path: "facts.languages.supported.1", key: "unknownValue" },
      ]),
    );
    expect((await load("perplexity")).updatedAt).toBe(saved.updatedAt);
  });

  it("stores facts undated whatever the form sends; Confirm dates a group; a changed group loses its date", async () => {
    const saved = await load("claude");
    // A save cannot date facts: only "Confirm facts" does.
    const first = await save(saved, (tool) => ({
      ...tool,
      texts: {
        ...tool.texts,
        en: { ...tool.texts.en, freeLimits: "About 20 messages a day\nNo file uploads" },
        de: { ...tool.texts.de, freeLimits: "Etwa 20 Nachrichten am Tag" },
      },
      facts: { ...FACTS, privacy: { ...FACTS.privacy, confirmedAt: "2026-01-01" } },
    }));
    expect(first.status).toBe(200);
    const stored = (await first.json()) as SavedTool;
    expect(stored.tool.facts.privacy.confirmedAt).toBeNull();

    const confirmed = await admin("/tools/claude/confirm-facts", {
      method: "POST",
      body: { groups: ["privacy", "languages"], updatedAt: stored.updatedAt },
    });
    expect(confirmed.status).toBe(200);
    const afterConfirm = (await confirmed.json()) as SavedTool;
    expect(afterConfirm.tool.facts.privacy.confirmedAt).toBe(today());
    expect(afterConfirm.tool.facts.languages.confirmedAt).toBe(today());
    expect(afterConfirm.tool.facts.freePlan.confirmedAt).toBeNull();

    // An unchanged group keeps its date through a save; a changed one loses it.
    const second = await save(afterConfirm, (tool) => ({
      ...tool,
      facts: { ...tool.facts, languages: { ...tool.facts.languages, supported: ["en", "de"] } },
    }));
    const afterSecond = (await second.json()) as SavedTool;
    expect(afterSecond.tool.facts.privacy.confirmedAt).toBe(today());
    expect(afterSecond.tool.facts.languages.confirmedAt).toBeNull();

    // The history names the groups each write changed.
    const revisions = (await (await admin("/tools/claude/revisions")).json()) as { revisions: { fields: string[] }[] };
    expect(revisions.revisions[0]?.fields).toEqual(["facts.languages"]);
    expect(revisions.revisions[1]?.fields).toEqual(["facts.privacy", "facts.languages"]);
  });

  it("refuses to confirm a group with no fact (400), a tool saved since (409), an unknown tool (404)", async () => {
    const saved = await load("chatgpt");
    const empty = await admin("/tools/chatgpt/confirm-facts", {
      method: "POST",
      body: { groups: ["privacy"], updatedAt: saved.updatedAt },
    });
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).error.fields).toEqual([
      { path: "facts.privacy", key: "confirmEmpty" },
    ]);
    const stale = await admin("/tools/chatgpt/confirm-facts", {
      method: "POST",
      body: { groups: ["privacy"], updatedAt: "2020-01-01T00:00:00.000Z" },
    });
    expect(stale.status).toBe(409);
    const unknown = await admin("/tools/no-such-tool/confirm-facts", {
      method: "POST",
      body: { groups: ["privacy"], updatedAt: saved.updatedAt },
    });
    expect(unknown.status).toBe(404);
    const badGroup = await admin("/tools/chatgpt/confirm-facts", {
      method: "POST",
      body: { groups: ["everything"], updatedAt: saved.updatedAt },
    });
    expect(badGroup.status).toBe(400);
  });

  it("answers 401 without a session for the confirmation and the facts to check again", async () => {
    const saved = await load("chatgpt");
    const confirm = await admin("/tools/chatgpt/confirm-facts", {
      method: "POST",
      body: { groups: ["privacy"], updatedAt: saved.updatedAt },
      session: "",
    });
    expect(confirm.status).toBe(401);
    expect((await admin("/facts-review", { session: "" })).status).toBe(401);
  });
});

describe("a tool's beginner facts on its page", () => {
  it("shows nothing for a tool without facts", async () => {
    const page = await publicPage("gemini");
    expect(page.facts).toBeNull();
  });

  it("shows each filled group with its source, a confirmed date written for the language, and the limits in it", async () => {
    const saved = await load("midjourney");
    const stored = (await (
      await save(saved, (tool) => ({
        ...tool,
        texts: {
          ...tool.texts,
          en: { ...tool.texts.en, freeLimits: "25 images a month\nWatermark on exports" },
          de: { ...tool.texts.de, freeLimits: "25 Bilder im Monat\nWasserzeichen beim Export" },
        },
        facts: { ...emptyFacts(), freePlan: FACTS.freePlan, languages: FACTS.languages },
      }))
    ).json()) as SavedTool;
    await admin("/tools/midjourney/confirm-facts", {
      method: "POST",
      body: { groups: ["freePlan"], updatedAt: stored.updatedAt },
    });
    const de = await publicPage("midjourney", "de");
    const deFacts = german.toolPage.facts;
    expect(de.facts?.title).toBe(deFacts.title);
    // Two sections, no privacy one; each sentence in German, the price and the date written the German way.
    expect(de.facts?.sections.map((section) => section.title)).toEqual([
      deFacts.freePlan.title,
      deFacts.languages.title,
    ]);
    const [free, languages] = de.facts?.sections ?? [];
    expect(free?.lines).toEqual([
      { text: deFacts.freePlan.none },
      { text: deFacts.freePlan.card.no },
      { text: deFacts.freePlan.limits, items: ["25 Bilder im Monat", "Wasserzeichen beim Export"] },
      { text: deFacts.freePlan.upgrade.month.replace("{{price}}", "20\u00a0$") },
    ]);
    expect(free?.source.href).toBe("https://example.com/pricing");
    expect(`${free?.source.before}<link>${free?.source.label}</link>${free?.source.after}`).toMatch(
      new RegExp(`^${deFacts.confirmedOn.replace("{{date}}", "\\d{1,2}\\. \\p{L}+ \\d{4}")}$`, "u"),
    );
    expect(languages?.lines[0]).toEqual({ text: deFacts.languages.yours, strong: true });
    expect(languages?.lines[1]?.text).toBe(`${deFacts.languages.list} English, Deutsch, العربية`);
    // Not confirmed: stated, with no date.
    expect(`${languages?.source.before}<link>${languages?.source.label}</link>${languages?.source.after}`).toBe(
      deFacts.statedOn,
    );
    // A language without its own limits shows the English ones; Arabic writes the price its own way.
    const ar = await publicPage("midjourney", "ar");
    const arFree = ar.facts?.sections[0];
    expect(arFree?.lines.find((line) => line.items)?.items).toEqual(["25 images a month", "Watermark on exports"]);
    expect(arFree?.lines.at(-1)?.text).toContain("20");
    expect(ar.facts?.sections[1]?.lines[0]?.text).toBe(arabic.toolPage.facts.languages.yours);
  });

  it("says when the link checker last reached the tool's address, and not after the address changed", async () => {
    const saved = await load("canva-magic-studio");
    await env.DB.prepare(
      "INSERT OR REPLACE INTO link_checks (tool_id, url, outcome, status, final_url, checked_at) VALUES (?, ?, 'ok', 200, ?, ?)",
    )
      .bind("canva-magic-studio", saved.tool.url, saved.tool.url, "2026-11-20T10:00:00.000Z")
      .run();
    expect((await publicPage("canva-magic-studio")).facts).toMatchObject({
      sections: [],
      linkChecked: english.toolPage.facts.linkChecked.replace("{{date}}", "November 20, 2026"),
    });
    await save(saved, (tool) => ({ ...tool, url: "https://www.canva.com/magic-home" }));
    expect((await publicPage("canva-magic-studio")).facts).toBeNull();
  });
});

describe("works in my language, and the facts to check again", () => {
  it("keeps only the tools whose interface is in the page's language, counted", async () => {
    const saved = await load("notion-ai");
    await save(saved, (tool) => ({ ...tool, facts: { ...emptyFacts(), languages: FACTS.languages } }));
    const res = await exports.default.fetch(new Request(`${ORIGIN}/api/catalogue/tools?lang=ar&language=mine`));
    expect(res.status).toBe(200);
    const page = (await res.json()) as DirectoryPage;
    const ids = page.tools.map((tool) => tool.id);
    expect(ids).toContain("notion-ai");
    expect(ids).not.toContain("gemini");
    expect(page.matching).toBe(ids.length);
    const ru = (await (
      await exports.default.fetch(new Request(`${ORIGIN}/api/catalogue/tools?lang=ru&language=mine`))
    ).json()) as DirectoryPage;
    expect(ru.tools.map((tool) => tool.id)).not.toContain("notion-ai");
    // Its card summarises the languages; a tool without facts carries nothing to summarise.
    const card = page.tools.find((tool) => tool.id === "notion-ai");
    expect(card?.atAGlance).toEqual({ languages: FACTS.languages.supported });
    const gemini = (await (
      await exports.default.fetch(new Request(`${ORIGIN}/api/catalogue/tools?lang=ar&q=gemini`))
    ).json()) as DirectoryPage;
    expect(gemini.tools.find((tool) => tool.id === "gemini")).not.toHaveProperty("atAGlance");
  });

  it("a card says whether a payment card is needed, from the free plan's facts", async () => {
    const saved = await load("ideogram");
    await save(saved, (tool) => ({ ...tool, facts: { ...emptyFacts(), freePlan: FACTS.freePlan } }));
    const page = (await (
      await exports.default.fetch(new Request(`${ORIGIN}/api/catalogue/tools?lang=en&q=ideogram`))
    ).json()) as DirectoryPage;
    expect(page.tools.find((tool) => tool.id === "ideogram")?.atAGlance).toEqual({
      cardRequired: FACTS.freePlan.cardRequired,
    });
  });

  it("lists published tools with facts never confirmed or confirmed too long ago, oldest first", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET facts_checked_on = '2025-01-01' WHERE id = 'claude'").run();
    const res = await admin("/facts-review");
    expect(res.status).toBe(200);
    const review = (await res.json()) as FactsReview;
    expect(review.days).toBe(90);
    const ids = review.tools.map((tool) => tool.id);
    // midjourney's free plan is confirmed today but its languages never: it is due.
    expect(ids).toEqual(expect.arrayContaining(["midjourney", "notion-ai", "claude"]));
    expect(review.tools.find((tool) => tool.id === "claude")?.checkedOn).toBe("2025-01-01");
    expect(review.tools.at(-1)?.id).toBe("claude");
    expect(review.due).toBe(review.tools.length);
    const published = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM catalogue_tools WHERE status = 'published'",
    ).first<{
      n: number;
    }>();
    expect(review.withoutFacts).toBe((published?.n ?? 0) - review.due);
  });
});
