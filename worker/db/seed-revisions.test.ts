import { env } from "cloudflare:test";
import { type CatalogueFile, catalogueFileSchema } from "@common/catalogue/contract";
import seedFile from "@common/catalogue/seed-catalogue.json";
import { seedSearchBody, seedTextRevisionSql, storedText } from "@common/catalogue/seed-sql";
import { LANGUAGE_CODES } from "@common/i18n/languages";
import seedPaths from "@common/starter-paths/seed-paths.json";
import { describe, expect, it } from "vitest";

/**
 * The seed files are what a fresh database holds: migration 0011 (the first seed, never changed once applied) and
 * the wording revisions after it (scripts/seed-revision-migration.ts) give seed-catalogue.json's and seed-paths.json's
 * text, row by row, with the search rows to match; and a revision leaves alone a row the owner has edited.
 */
const seed: CatalogueFile = catalogueFileSchema.parse(seedFile);

interface TextRow {
  tool_id: string;
  lang: string;
  description: string | null;
  best_for: string | null;
  what_it_does: string | null;
  top_use_cases: string | null;
  example: string | null;
}

/** A catalogue_texts row as storedText words it (drizzle's field names). */
function asStored(row: Omit<TextRow, "tool_id" | "lang">) {
  return {
    description: row.description,
    bestFor: row.best_for,
    whatItDoes: row.what_it_does,
    topUseCases: row.top_use_cases,
    example: row.example,
  };
}

async function textRow(toolId: string, lang: string) {
  const row = await env.DB.prepare(
    "SELECT description, best_for, what_it_does, top_use_cases, example FROM catalogue_texts WHERE tool_id = ? AND lang = ?",
  )
    .bind(toolId, lang)
    .first<Omit<TextRow, "tool_id" | "lang">>();
  return row && asStored(row);
}

async function searchBodyOf(toolId: string, lang: string) {
  return (
    await env.DB.prepare("SELECT body FROM catalogue_search WHERE tool_id = ? AND lang = ?")
      .bind(toolId, lang)
      .first<{ body: string }>()
  )?.body;
}

describe("a fresh database", () => {
  it("holds every seed tool's text in every language, and search rows made from it", async () => {
    const { results } = await env.DB.prepare(
      "SELECT tool_id, lang, description, best_for, what_it_does, top_use_cases, example FROM catalogue_texts",
    ).all<TextRow>();
    const stored = new Map(results.map((row) => [`${row.tool_id}/${row.lang}`, row]));
    const search = new Map(
      (
        await env.DB.prepare("SELECT tool_id, lang, body FROM catalogue_search").all<{
          tool_id: string;
          lang: string;
          body: string;
        }>()
      ).results.map((row) => [`${row.tool_id}/${row.lang}`, row.body]),
    );
    for (const tool of seed.tools) {
      for (const lang of LANGUAGE_CODES) {
        const row = stored.get(`${tool.id}/${lang}`);
        const expected = storedText(tool, lang);
        expect(row && asStored(row), `${tool.id} in ${lang}`).toEqual(expected);
        expect(search.get(`${tool.id}/${lang}`), `${tool.id}'s search row in ${lang}`).toBe(seedSearchBody(tool, lang));
      }
    }
  });

  it("holds the seed's starter paths as seed-paths.json words them", async () => {
    for (const path of seedPaths.paths) {
      const row = await env.DB.prepare("SELECT content FROM starter_paths WHERE id = ?")
        .bind(path.id)
        .first<{ content: string }>();
      expect(JSON.parse(row?.content ?? "null"), path.id).toEqual({
        title: path.title,
        summary: path.summary,
        steps: path.steps,
      });
    }
  });
});

describe("a revision of the seed's wording", () => {
  it("rewrites a row still as seeded, and leaves a row the owner edited (and its search row) as the owner left it", async () => {
    // "Before" is the seed with other German descriptions for two tools; the database holds that text for ChatGPT
    // (as seeded) and an owner's own words for Claude.
    const before = structuredClone(seed);
    for (const tool of before.tools) {
      if (tool.id === "chatgpt" || tool.id === "claude")
        tool.texts.de.description = `Alte Beschreibung von ${tool.name}.`;
    }
    const update = "UPDATE catalogue_texts SET description = ? WHERE tool_id = ? AND lang = 'de'";
    await env.DB.batch([
      env.DB.prepare(update).bind("Alte Beschreibung von ChatGPT.", "chatgpt"),
      env.DB.prepare(update).bind("Die Worte der Inhaberin.", "claude"),
      env.DB.prepare("UPDATE catalogue_search SET body = 'old' WHERE tool_id IN ('chatgpt', 'claude') AND lang = 'de'"),
    ]);

    const statements = seedTextRevisionSql(before, seed);
    expect(statements.filter((statement) => statement.startsWith("UPDATE catalogue_texts"))).toHaveLength(2);
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));

    const chatgpt = seed.tools.find((tool) => tool.id === "chatgpt");
    if (!chatgpt) throw new Error("no chatgpt in the seed");
    expect(await textRow("chatgpt", "de")).toEqual(storedText(chatgpt, "de"));
    expect(await searchBodyOf("chatgpt", "de")).toBe(seedSearchBody(chatgpt, "de"));
    expect((await textRow("claude", "de"))?.description).toBe("Die Worte der Inhaberin.");
    expect(await searchBodyOf("claude", "de")).toBe("old");
  });
});
