import { env } from "cloudflare:test";
import { DEFAULT_DIRECTORY_QUERY, type DirectoryQuery } from "@common/catalogue/directory-query";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedCatalogueSql } from "../../../scripts/catalogue-generator";
import * as schema from "../schema";
import {
  categoryPage,
  directoryPage,
  featuredTools,
  isPublishedTool,
  publishedToolCount,
  publishedToolIds,
  redirectTarget,
  toolPageData,
} from "./public-reads";

/**
 * The public reads on a large generated catalogue (scripts/catalogue-generator.ts): the rows each statement
 * reads (D1's `meta.rows_read`) and its query plan. A page's own statements stay bounded at any size; what reads
 * every published tool is a count, Top rated and a search of one or two characters.
 */
// 3,000 (about 2,700 published) keeps a whole-catalogue read above PAGE_ROWS, so a page's statement that scans is
// caught, in a third of the time 10,000 take in the test run; `npm run bench:catalogue` measures 10,000.
const GENERATED = 3_000;

interface Statement {
  sql: string;
  params: unknown[];
}

let captured: Statement[] = [];
const db = drizzle(env.DB, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
});

/** The statements `read` runs, each with the rows it reads and whether its plan sorts or scans a whole table. */
async function measure(read: () => Promise<unknown>) {
  captured = [];
  await read();
  const statements = captured;
  const measured = [];
  for (const { sql, params } of statements) {
    const result = await env.DB.prepare(sql)
      .bind(...params)
      .run();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    measured.push({
      count: /^SELECT\s+\(SELECT count|^SELECT count/i.test(sql.trim()),
      rowsRead: result.meta.rows_read,
      plan: plan.results.map((row) => row.detail),
    });
  }
  return measured;
}

const directory =
  (q: Partial<DirectoryQuery>, page = 1) =>
  () =>
    directoryPage(db, "en", { ...DEFAULT_DIRECTORY_QUERY, ...q }, page);

const READS: [string, () => Promise<unknown>][] = [
  ["directory, Recommended, page 1", directory({})],
  ["directory, Recommended, page 2", directory({}, 2)],
  ["directory, by name", directory({ sort: "name" })],
  ["directory, Top rated", directory({ sort: "top-rated" })],
  ["directory, category + pricing + tag", directory({ category: "voice-audio", pricing: "paid", tag: "audio" })],
  ["directory, search 'chatgpt' (exact)", directory({ search: "chatgpt" })],
  ["directory, search 'chatgtp' (typo)", directory({ search: "chatgtp" })],
  ["directory, search 'ideas' (many)", directory({ search: "ideas" })],
  [
    "directory, search '写作' (2 chars)",
    () => directoryPage(db, "zh", { ...DEFAULT_DIRECTORY_QUERY, search: "写作" }, 1),
  ],
  ["category, all, page 1", () => categoryPage(db, "de", "writing-help", "all", 1)],
  ["category, recommended", () => categoryPage(db, "de", "writing-help", "recommended", 1)],
  ["category, advanced", () => categoryPage(db, "de", "writing-help", "advanced", 1)],
  ["tool page + similar", () => toolPageData(db, "ar", "chatgpt")],
  ["featured", () => featuredTools(db, "he")],
  ["published tool count", () => publishedToolCount(db)],
  ["sitemap ids, first 5,000", () => publishedToolIds(db, 0, 5000)],
  ["is published", () => isPublishedTool(db, "chatgpt")],
  ["redirect target", () => redirectTarget(db, "chat-gpt")],
];

/**
 * Reads whose page statements may read every published tool (decision 040): Top rated (its score depends on every
 * vote), a one- or two-character search (instr over the language's rows), a search a large part of the catalogue
 * matches (it reads its matches), and the sitemap's share (5,000 ids is 5,000 rows).
 */
const CATALOGUE_WIDE = new Set([
  "directory, Top rated",
  "directory, search '写作' (2 chars)",
  "directory, search 'ideas' (many)",
  "sitemap ids, first 5,000",
]);

/** Rows a page's own statements may read; the similar tools score up to 2 × SIMILAR_CANDIDATES tools' tags. */
const PAGE_ROWS = 2_000;
const SIMILAR_ROWS = 5_000;

describe(`the public reads on ${GENERATED.toLocaleString("en")} generated tools and the seed`, () => {
  beforeAll(async () => {
    const statements = generatedCatalogueSql(GENERATED);
    for (let i = 0; i < statements.length; i += 50) {
      await env.DB.batch(statements.slice(i, i + 50).map((statement) => env.DB.prepare(statement)));
    }
  }, 600_000);

  it("reads a bounded number of rows for a page, whatever the catalogue's size", async () => {
    const report: string[] = [];
    const bounded: [string, number][] = [];
    for (const [name, read] of READS) {
      const statements = await measure(read);
      const pageRows = statements.filter((s) => !s.count).reduce((sum, s) => sum + s.rowsRead, 0);
      const countRows = statements.filter((s) => s.count).reduce((sum, s) => sum + s.rowsRead, 0);
      report.push(`${name.padEnd(40)} page statements ${String(pageRows).padStart(7)} rows, counts ${countRows}`);
      for (const s of statements) report.push(`    ${s.rowsRead} rows: ${s.plan.join(" / ")}`);
      if (!CATALOGUE_WIDE.has(name)) bounded.push([name, pageRows]);
    }
    // biome-ignore lint/suspicious/noConsole: the measured rows are this test's report
    console.log(report.join("\n"));
    for (const [name, rows] of bounded) {
      expect(rows, name).toBeLessThan(name === "tool page + similar" ? SIMILAR_ROWS : PAGE_ROWS);
    }
  }, 600_000);
});
