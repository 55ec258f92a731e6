// Imports name their files: scripts/seed-revision-migration.ts loads this in Node, without a bundler.
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages.ts";
import type { CatalogueFile, EditableTool } from "./contract.ts";
import { searchBody } from "./search-text.ts";
import { shownText } from "./shown-tool.ts";

const SEEDED_AT = "2026-11-26T00:00:00.000Z";

/**
 * Rows go in multi-row INSERTs of at most this much SQL: D1 takes up to 100 KB a statement, and a migration applied
 * as some forty statements instead of nine hundred is what every Worker test file's fresh database pays.
 */
const STATEMENT_BYTES = 60_000;
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** `INSERT INTO table (columns) VALUES (…), (…);` statements holding the rows, each under STATEMENT_BYTES. */
function inserts(table: string, columns: string, rows: string[]): string[] {
  const head = `INSERT INTO ${table} (${columns}) VALUES\n`;
  const statements: string[] = [];
  let batch: string[] = [];
  let size = bytes(head);
  for (const row of rows) {
    const rowBytes = bytes(row) + 2;
    if (batch.length && size + rowBytes > STATEMENT_BYTES) {
      statements.push(`${head}${batch.join(",\n")};`);
      batch = [];
      size = bytes(head);
    }
    batch.push(row);
    size += rowBytes;
  }
  if (batch.length) statements.push(`${head}${batch.join(",\n")};`);
  return statements;
}

const quote = (value: string | null) => (value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`);
const blankToNull = (value: string) => (value.trim() === "" ? null : value);

/** The stored fields of catalogue_texts a seed writes, with their columns. */
const TEXT_FIELDS = ["description", "bestFor", "whatItDoes", "topUseCases", "example"] as const;
const TEXT_COLUMNS = ["description", "best_for", "what_it_does", "top_use_cases", "example"] as const;
type StoredText = Record<(typeof TEXT_FIELDS)[number], string | null>;

/** A tool's text in one language as its catalogue_texts row holds it (blank fields as NULL). */
export function storedText(t: EditableTool, lang: LanguageCode): StoredText {
  const text = t.texts[lang as keyof EditableTool["texts"]];
  return {
    description: blankToNull(text.description),
    bestFor: blankToNull(text.bestFor),
    whatItDoes: blankToNull(text.whatItDoes),
    topUseCases: text.topUseCases.some((useCase) => useCase.trim() !== "") ? JSON.stringify(text.topUseCases) : null,
    example: blankToNull(text.example),
  };
}

export const seedSearchBody = (t: EditableTool, lang: LanguageCode) =>
  searchBody({ name: t.name, company: t.company, ...shownText(t, lang) });

/** `column IS value AND …`: a row still holding exactly these texts (IS also matches NULL). */
const holds = (alias: string, text: StoredText) =>
  TEXT_FIELDS.map((field, i) => `${alias}.${TEXT_COLUMNS[i]} IS ${quote(text[field])}`).join(" AND ");

/**
 * The SQL that brings a catalogue seeded from `before` to the texts of `after` (the same tools, revised wording),
 * row by row and only where the owner has not changed the row since: a catalogue_texts row is replaced only while it
 * still holds `before`'s text, and a search row is rewritten only while its tool's name, company, English and text
 * in that language are `after`'s. Migration 0011 stays as it was applied; seed-catalogue.json is the seed as
 * migrations 0011 and the revisions after it leave it (scripts/seed-revision-migration.ts writes them).
 */
export function seedTextRevisionSql(before: CatalogueFile, after: CatalogueFile): string[] {
  const previous = new Map(before.tools.map((t) => [t.id, t]));
  const statements: string[] = [];
  for (const t of after.tools) {
    const old = previous.get(t.id);
    if (!old) throw new Error(`${t.id} is new: a revision changes the seed's wording, it adds no tools`);
    for (const lang of LANGUAGE_CODES) {
      const from = storedText(old, lang);
      const to = storedText(t, lang);
      if (JSON.stringify(from) === JSON.stringify(to)) continue;
      if (Object.values(from).every((value) => value === null) && lang !== "en") {
        throw new Error(`${t.id} has no ${lang} text in the seed before: a revision only rewrites existing rows`);
      }
      const set = TEXT_FIELDS.map((field, i) => `${TEXT_COLUMNS[i]} = ${quote(to[field])}`).join(", ");
      statements.push(
        `UPDATE catalogue_texts AS x SET ${set} WHERE x.tool_id = ${quote(t.id)} AND x.lang = ${quote(lang)} AND ${holds("x", from)};`,
      );
    }
    for (const lang of LANGUAGE_CODES) {
      const body = seedSearchBody(t, lang);
      if (body === seedSearchBody(old, lang)) continue;
      statements.push(
        `UPDATE catalogue_search SET body = ${quote(body)} WHERE tool_id = ${quote(t.id)} AND lang = ${quote(lang)}` +
          ` AND EXISTS (SELECT 1 FROM catalogue_tools WHERE id = ${quote(t.id)} AND name = ${quote(t.name)} AND company = ${quote(t.company)})` +
          ` AND EXISTS (SELECT 1 FROM catalogue_texts e WHERE e.tool_id = ${quote(t.id)} AND e.lang = 'en' AND ${holds("e", storedText(t, "en"))})` +
          ` AND EXISTS (SELECT 1 FROM catalogue_texts x WHERE x.tool_id = ${quote(t.id)} AND x.lang = ${quote(lang)} AND ${holds("x", storedText(t, lang))});`,
      );
    }
  }
  return statements;
}

/**
 * The SQL that puts a catalogue file into an empty catalogue: each tool's facts, its text in every language that
 * has any (blank fields as NULL, which read as English), and its nine search rows. Migration 0011 was this SQL for
 * the first `seed-catalogue.json`; the benchmarks and browser tests fill their catalogues with it.
 */
export function seedSql(file: CatalogueFile): string {
  const lines = [
    // The first line of migration 0011, which this SQL wrote.
    "-- Seed: the catalogue a fresh install starts with (common/catalogue/seed-catalogue.json; regenerate with",
    "-- `node scripts/catalogue-seed-migration.ts`). From then on the owner edits it in the dashboard.",
  ];
  const toolRows: string[] = [];
  const textRows: string[] = [];
  const searchRows: string[] = [];
  for (const t of file.tools) {
    const values = [
      quote(t.id),
      quote(t.name),
      quote(t.company),
      quote(t.logoText),
      quote(t.logoColor),
      quote(t.pricing),
      String(t.rating),
      String(t.reviews),
      quote(JSON.stringify(t.tags)),
      quote(t.category),
      t.featured ? "1" : "0",
      quote(t.url),
      quote(t.difficulty),
      t.freeOption ? "1" : "0",
      quote(t.status),
      String(t.position),
      quote(SEEDED_AT),
      quote(SEEDED_AT),
    ];
    toolRows.push(`(${values.join(", ")})`);
  }
  for (const lang of LANGUAGE_CODES) {
    for (const t of file.tools) {
      const stored = storedText(t, lang);
      if (lang === "en" || Object.values(stored).some((value) => value !== null)) {
        textRows.push(
          `(${[quote(t.id), quote(lang), ...TEXT_FIELDS.map((field) => quote(stored[field]))].join(", ")})`,
        );
      }
      searchRows.push(`(${quote(t.id)}, ${quote(lang)}, ${quote(seedSearchBody(t, lang))})`);
    }
  }
  const columns =
    "id, name, company, logo_text, logo_color, pricing, rating, reviews, tags, category, featured, url, difficulty, free_option, status, position, created_at, updated_at";
  lines.push(
    ...inserts("catalogue_tools", columns, toolRows),
    ...inserts(
      "catalogue_texts",
      "tool_id, lang, description, best_for, what_it_does, top_use_cases, example",
      textRows,
    ),
    ...inserts("catalogue_search", "tool_id, lang, body", searchRows),
  );
  return `${lines.join("\n--> statement-breakpoint\n")}\n`;
}
