import { env } from "cloudflare:test";
import { CATEGORY_FILTERS, filterCategoryTools } from "@common/catalogue/category-filters";
import { DEFAULT_DIRECTORY_QUERY, type DirectoryQuery } from "@common/catalogue/directory-query";
import { CATALOGUE_PAGE_SIZE } from "@common/catalogue/pages";
import { foldForSearch } from "@common/catalogue/search-text";
import type { Tool } from "@common/catalogue/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { topRatedScores } from "@common/ratings/weighted-rating";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seedTools as seedToolsIn } from "../../test/seed-tools";
import { similarTools } from "../../test/similar-tools-reference";
import { database } from "../client";
import { TOP_RATED_SCORE } from "./public-order";
import {
  categoryPage,
  directoryPage,
  FEATURED_COUNT,
  featuredTools,
  isArchivedTool,
  isPublishedTool,
  publishedToolCount,
  publishedToolIds,
  redirectTarget,
  toolPageData,
  toolStatus,
} from "./public-reads";

const db = database(env.DB);
// The seed (migration 0011): the reads must give what the app computed from the bundled catalogue it came from.
const seedTools = seedToolsIn("en");
const ids = (list: readonly Tool[]) => list.map((tool) => tool.id);
const query = (q: Partial<DirectoryQuery>): DirectoryQuery => ({ ...DEFAULT_DIRECTORY_QUERY, ...q });

/** Every published tool in the directory's order for a query, all pages. */
async function allPages(lang: LanguageCode, q: Partial<DirectoryQuery>): Promise<Tool[]> {
  const first = await directoryPage(db, lang, query(q), 1);
  const rest = [];
  for (let page = 2; page <= first.pageCount; page += 1) rest.push(await directoryPage(db, lang, query(q), page));
  return [...first.tools, ...rest.flatMap((p) => p.tools)];
}

async function search(q: string, lang: LanguageCode = "en"): Promise<string[]> {
  return ids((await directoryPage(db, lang, query({ search: q }), 1)).tools);
}

async function setStatus(id: string, status: string) {
  await env.DB.prepare("UPDATE catalogue_tools SET status = ? WHERE id = ?").bind(status, id).run();
}

afterEach(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE catalogue_tools SET status = 'published'"),
    env.DB.prepare("DELETE FROM tool_stats"),
    env.DB.prepare("DELETE FROM catalogue_redirects"),
  ]);
});

describe("directoryPage", () => {
  it("pages the whole catalogue in Recommended order, 24 a page, with the counts", async () => {
    const first = await directoryPage(db, "en", DEFAULT_DIRECTORY_QUERY, 1);
    expect(first).toMatchObject({ matching: 47, total: 47, page: 1, pageCount: 2 });
    expect(ids(first.tools)).toEqual(ids(seedTools).slice(0, CATALOGUE_PAGE_SIZE));
    expect(first.tools).toEqual(seedTools.slice(0, CATALOGUE_PAGE_SIZE));
    const second = await directoryPage(db, "en", DEFAULT_DIRECTORY_QUERY, 2);
    expect(ids(second.tools)).toEqual(ids(seedTools).slice(CATALOGUE_PAGE_SIZE));
    expect((await directoryPage(db, "en", DEFAULT_DIRECTORY_QUERY, 3)).tools).toEqual([]);
  });

  it("gives each tool its text in the language, as the bundled translations did", async () => {
    const tools = await allPages("de", {});
    expect(tools).toEqual(seedToolsIn("de"));
  });

  it("falls back to English per field and per use case where a language has none", async () => {
    const english = seedTools.find((tool) => tool.id === "claude");
    await env.DB.prepare(
      "UPDATE catalogue_texts SET description = NULL, example = '  ', top_use_cases = ? WHERE tool_id = 'claude' AND lang = 'fr'",
    )
      .bind(JSON.stringify(["Résumer des rapports", "", "", "Répondre"]))
      .run();
    const claude = (await toolPageData(db, "fr", "claude"))?.tool;
    expect(claude?.description).toBe(english?.description);
    expect(claude?.example).toBe(english?.example);
    expect(claude?.topUseCases).toEqual([
      "Résumer des rapports",
      english?.topUseCases[1],
      english?.topUseCases[2],
      "Répondre",
    ]);
    expect(claude?.bestFor).not.toBe(english?.bestFor);
  });

  it("applies the category, pricing and tag filters together", async () => {
    for (const q of [
      { category: "video-creation" },
      { pricing: "free" },
      { tag: "writing" },
      { category: "writing-help", pricing: "freemium", tag: "grammar" },
      { category: "social-media", tag: "coding" },
    ] as Partial<DirectoryQuery>[]) {
      const expected = seedTools.filter(
        (tool) =>
          (!q.category || tool.category === q.category) &&
          (!q.pricing || tool.pricing === q.pricing) &&
          (!q.tag || tool.tags.includes(q.tag as Tool["tags"][number])),
      );
      const page = await directoryPage(db, "en", query(q), 1);
      expect(ids(page.tools)).toEqual(ids(expected).slice(0, CATALOGUE_PAGE_SIZE));
      expect(page.matching).toBe(expected.length);
      expect(page.total).toBe(47);
    }
  });

  it("sorts by name without regard to case", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET name = 'aardvark' WHERE id = 'zapier'").run();
    try {
      const names = (await allPages("en", { sort: "name" })).map((tool) => tool.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names[0]).toBe("aardvark");
    } finally {
      await env.DB.prepare("UPDATE catalogue_tools SET name = 'Zapier' WHERE id = 'zapier'").run();
    }
  });

  it("ranks Top rated by the same weighted score as the app, votes included", async () => {
    // A handful of 5-star votes for a low-rated tool, many 1-star votes for a top one.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_5) VALUES ('gemini', 3, 15, 3)"),
      env.DB.prepare(
        "INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_1) VALUES ('chatgpt', 4000, 4000, 4000)",
      ),
      env.DB.prepare(
        "INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_4) VALUES ('suno', 900, 3600, 900)",
      ),
      env.DB.prepare("INSERT INTO tool_stats (tool_id, vote_count, rating_sum) VALUES ('runway', 0, 0)"),
    ]);
    const stats = {
      gemini: { totalVotes: 3, averageRating: 5 },
      chatgpt: { totalVotes: 4000, averageRating: 1 },
      suno: { totalVotes: 900, averageRating: 4 },
    };
    const expected = topRatedScores(seedTools, stats);
    const rows = await db.all<{ id: string; score: number }>(
      sql`SELECT t.id AS id, ${TOP_RATED_SCORE} AS score FROM catalogue_tools t LEFT JOIN tool_stats s ON s.tool_id = t.id WHERE t.status = 'published'`,
    );
    expect(rows).toHaveLength(47);
    for (const row of rows) expect(row.score).toBeCloseTo(expected.get(row.id) ?? Number.NaN, 10);

    const order = [...seedTools].sort((a, b) => (expected.get(b.id) ?? 0) - (expected.get(a.id) ?? 0));
    expect(ids(await allPages("en", { sort: "top-rated" }))).toEqual(ids(order));
  });
});

describe("directoryPage search", () => {
  it("finds a case-insensitive substring of name, company and description", async () => {
    expect(await search("CHATGPT")).toEqual(expect.arrayContaining(["chatgpt"]));
    expect((await search("anthropic"))[0]).toBe("claude");
    expect(await search("Midjourney")).toContain("midjourney");
  });

  it.each([
    ["chatgtp", "chatgpt"],
    ["midjurney", "midjourney"],
    ["grammerly", "grammarly"],
  ])("forgives the typo %s", async (typo, tool) => {
    expect((await search(typo))[0]).toBe(tool);
  });

  it("does not call a text near that shares only a common part of the word", async () => {
    // Thirteen tools say "chat" (2 of chatgtp's 5 trigrams): none of them is a near match.
    expect((await search("chat")).length).toBeGreaterThan(10);
    expect(await search("chatgtp")).toEqual(["chatgpt"]);
  });

  it("finds nothing for what no tool says", async () => {
    const page = await directoryPage(db, "en", query({ search: "zzzz" }), 1);
    expect(page).toMatchObject({ tools: [], matching: 0, total: 47, pageCount: 1 });
  });

  it("lists exact matches before near ones", async () => {
    await env.DB.prepare(
      "UPDATE catalogue_search SET body = body || ' works with chatgtp' WHERE tool_id = 'suno'",
    ).run();
    try {
      const page = await directoryPage(db, "en", query({ search: "chatgtp" }), 1);
      expect(ids(page.tools).slice(0, 2)).toEqual(["suno", "chatgpt"]);
      expect(page.matching).toBe(page.tools.length);
    } finally {
      await env.DB.prepare(
        "UPDATE catalogue_search SET body = replace(body, ' works with chatgtp', '') WHERE tool_id = 'suno'",
      ).run();
    }
  });

  it("matches one- and two-character searches, two-character Chinese words included", async () => {
    const writing = await search("写作", "zh");
    expect(writing.length).toBeGreaterThan(0);
    for (const id of writing) {
      const row = await env.DB.prepare("SELECT body FROM catalogue_search WHERE tool_id = ? AND lang = 'zh'")
        .bind(id)
        .first<{ body: string }>();
      expect(row?.body).toContain("写作");
    }
    expect(writing).toContain("chatgpt");
    expect((await search("写作", "en")).length).toBe(0);
    expect(await search("q")).toEqual(expect.arrayContaining(["quillbot"]));
  });

  it("searches in all nine languages", async () => {
    for (const lang of LANGUAGE_CODES) {
      const description = (await toolPageData(db, lang, "otter-ai"))?.tool.description ?? "";
      // The description's longest word, as typed by a visitor of that language.
      const word = description.split(/[\s,.،:;!?()]+/u).sort((a, b) => b.length - a.length)[0] ?? "";
      expect(word.length, lang).toBeGreaterThan(3);
      expect(await search(word, lang), `${lang}: ${word}`).toContain("otter-ai");
    }
  });

  it("finds Arabic and Hebrew with or without their vowel marks, and Latin without accents", async () => {
    expect(await search("محادثة", "ar")).toContain("chatgpt");
    expect(await search("مُحَادَثَة", "ar")).toContain("chatgpt");
    expect(await search("מתמלל", "he")).toContain("otter-ai");
    expect(await search("מְתַמְלֵל", "he")).toContain("otter-ai");
    expect(foldForSearch("Résumé")).toBe("resume");
    expect((await search("resume", "fr")).length).toBeGreaterThan(0);
    expect(await search("RÉSUMÉ", "fr")).toEqual(await search("resume", "fr"));
  });

  it("keeps the filters on a search", async () => {
    const all = await search("chat");
    const video = await directoryPage(db, "en", query({ search: "chat", category: "ai-assistants" }), 1);
    expect(ids(video.tools).every((id) => seedTools.find((t) => t.id === id)?.category === "ai-assistants")).toBe(true);
    expect(video.tools.length).toBeLessThan(all.length);
  });
});

describe("categoryPage", () => {
  it("applies each of the five filters as the app did", async () => {
    for (const filter of CATEGORY_FILTERS) {
      for (const slug of ["ai-assistants", "video-creation", "code-development"] as const) {
        const inCategory = seedTools.filter((tool) => tool.category === slug);
        const expected = filterCategoryTools(inCategory, filter);
        const page = await categoryPage(db, "en", slug, filter, 1);
        expect(ids(page.tools), `${slug} ${filter}`).toEqual(ids(expected));
        expect(page).toMatchObject({ category: slug, filter, matching: expected.length, total: inCategory.length });
      }
    }
  });

  it("shows Recommended on one page", async () => {
    const page = await categoryPage(db, "en", "ai-assistants", "recommended", 3);
    expect(page).toMatchObject({ page: 1, pageCount: 1, matching: 2 });
  });
});

describe("toolPageData", () => {
  it("gives the tool and the same similar tools as the app", async () => {
    for (const id of ["chatgpt", "runway", "notion-ai", "suno", "zapier", "tidio"]) {
      const page = await toolPageData(db, "en", id);
      const tool = seedTools.find((t) => t.id === id) as Tool;
      expect(page?.tool).toEqual(tool);
      expect(ids(page?.similar ?? []), id).toEqual(ids(similarTools(tool, seedTools)));
    }
  });

  it("is null for an unknown id", async () => {
    expect(await toolPageData(db, "en", "no-such-tool")).toBeNull();
  });
});

describe("featuredTools", () => {
  it("is the first four featured beginner tools in Recommended order, the owner's choice through the data", async () => {
    const expected = seedTools
      .filter((tool) => tool.featured && (tool.difficulty ?? "Beginner") === "Beginner")
      .slice(0, FEATURED_COUNT);
    const featured = await featuredTools(db, "en");
    expect(ids(featured.tools)).toEqual(ids(expected));
    expect(ids(featured.tools)).toEqual(["chatgpt", "claude", "synthesia", "midjourney"]);
    await env.DB.prepare("UPDATE catalogue_tools SET featured = 0 WHERE id = 'claude'").run();
    try {
      expect(ids((await featuredTools(db, "en")).tools)).toEqual([
        "chatgpt",
        "synthesia",
        "midjourney",
        "adobe-firefly",
      ]);
    } finally {
      await env.DB.prepare("UPDATE catalogue_tools SET featured = 1 WHERE id = 'claude'").run();
    }
  });
});

describe("unpublished tools", () => {
  it("never show: not in any list, search, similar tools or the banner, and their page is null", async () => {
    await setStatus("chatgpt", "draft");
    await setStatus("claude", "archived");
    for (const id of ["chatgpt", "claude"]) {
      expect(await toolPageData(db, "en", id)).toBeNull();
      expect(await isPublishedTool(db, id)).toBe(false);
    }
    const directory = await allPages("en", {});
    expect(directory).toHaveLength(45);
    expect((await directoryPage(db, "en", DEFAULT_DIRECTORY_QUERY, 1)).total).toBe(45);
    expect(ids(directory)).not.toContain("chatgpt");
    expect(ids(directory)).not.toContain("claude");
    expect(await search("chatgpt")).not.toContain("chatgpt");
    expect(await search("chatgtp")).not.toContain("chatgpt");
    expect(await search("anthropic")).not.toContain("claude");
    expect(ids((await categoryPage(db, "en", "ai-assistants", "recommended", 1)).tools)).toEqual([
      "gemini",
      "microsoft-copilot",
    ]);
    expect(ids((await featuredTools(db, "en")).tools)).not.toContain("chatgpt");
    expect(ids((await toolPageData(db, "en", "gemini"))?.similar ?? [])).not.toContain("chatgpt");
    expect(ids(await allPages("en", { sort: "top-rated" }))).not.toContain("claude");
    expect(await publishedToolCount(db)).toBe(45);
    expect(await publishedToolIds(db, 0, 100)).not.toContain("chatgpt");
  });
});

describe("ids", () => {
  it("pages the published ids, and tells a tool's status, archived tools and old ids", async () => {
    const all = await publishedToolIds(db, 0, 100);
    expect(all).toEqual(ids(seedTools));
    expect([...(await publishedToolIds(db, 0, 20)), ...(await publishedToolIds(db, 20, 20))]).toEqual(all.slice(0, 40));
    expect(await publishedToolCount(db)).toBe(47);

    await setStatus("runway", "archived");
    expect(await toolStatus(db, "runway")).toBe("archived");
    expect(await isArchivedTool(db, "runway")).toBe(true);
    expect(await isArchivedTool(db, "chatgpt")).toBe(false);
    expect(await isPublishedTool(db, "chatgpt")).toBe(true);
    expect(await toolStatus(db, "nothing")).toBeNull();

    await env.DB.prepare("INSERT INTO catalogue_redirects (from_id, to_id) VALUES ('chat-gpt', 'chatgpt')").run();
    expect(await redirectTarget(db, "chat-gpt")).toBe("chatgpt");
    expect(await redirectTarget(db, "chatgpt")).toBeNull();
  });
});
