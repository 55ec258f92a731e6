// Imports name their files: scripts/catalogue-seed-migration.ts loads this in Node, without a bundler.
import { LANGUAGE_CODES } from "../i18n/languages.ts";
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

/**
 * The SQL that puts a catalogue file into an empty catalogue: each tool's facts, its text in every language that
 * has any (blank fields as NULL, which read as English), and its nine search rows. Migration 0011 is this SQL for
 * `seed-catalogue.json`, the catalogue a fresh install starts with (catalogue.test.ts keeps the two equal).
 */
export function seedSql(file: CatalogueFile): string {
  const lines = [
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
      const text = t.texts[lang as keyof EditableTool["texts"]];
      const stored = {
        description: blankToNull(text.description),
        bestFor: blankToNull(text.bestFor),
        whatItDoes: blankToNull(text.whatItDoes),
        example: blankToNull(text.example),
        topUseCases: text.topUseCases.some((useCase) => useCase.trim() !== "")
          ? JSON.stringify(text.topUseCases)
          : null,
      };
      if (lang === "en" || Object.values(stored).some((value) => value !== null)) {
        const values = [
          quote(t.id),
          quote(lang),
          quote(stored.description),
          quote(stored.bestFor),
          quote(stored.whatItDoes),
          quote(stored.topUseCases),
          quote(stored.example),
        ];
        textRows.push(`(${values.join(", ")})`);
      }
      const body = searchBody({ name: t.name, company: t.company, ...shownText(t, lang) });
      searchRows.push(`(${quote(t.id)}, ${quote(lang)}, ${quote(body)})`);
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
