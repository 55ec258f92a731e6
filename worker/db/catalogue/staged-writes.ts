import type { EditableTool } from "@common/catalogue/contract";
import type { ToolTextSources } from "@common/catalogue/text-sources";
import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueStagedWrites, catalogueTexts, catalogueTools } from "../schema";
import { runBatch } from "../sql-batch";
import { changedFields, searchBodies, textRows, toolRow } from "./editable-tool";

/**
 * How every catalogue write reaches D1 (docs/decisions/040): each tool written is staged as one row of
 * catalogue_staged_writes holding its rows as JSON, then one batch of set-based statements applies them all: it
 * first marks a staged tool that someone saved (or created, or took the id of) since it was read, and applies
 * nothing at all if one is marked; else it renames, rewrites the tools, their nine text rows and nine search rows
 * and their interface languages,
 * adds a revision per tool, and deletes the staged rows. A batch is one transaction, so the catalogue changes
 * all or nothing.
 *
 * A single edit stages and applies in the same batch. A large import stages in batches of STAGE_ROWS_PER_BATCH
 * (D1 caps each statement at 100 bound parameters and 100 KB of SQL, and a batch at 30 s; an import of 10,000 tools
 * in one batch would be 60,000 statements and about 100 MB of parameters), and only the applying batch, about
 * twenty statements whatever the number of tools, changes the catalogue.
 */

/** Staged tools per staging batch: a tool's row is one statement of about 15 parameters and up to ~150 KB. */
export const STAGE_ROWS_PER_BATCH = 100;

/** One tool to write. */
export interface ToolWrite {
  /** The tool as it is to be. */
  tool: EditableTool;
  /** The tool as it was read; null for a new tool. */
  before: EditableTool | null;
  /** The id it was read under, when the write renames it; null otherwise. */
  previousId: string | null;
  /** The updated_at it was read with (null for a new tool): a different one now means someone else saved it. */
  expectedUpdatedAt: string | null;
  /** The updated_at it gets (nextUpdatedAt). */
  updatedAt: string;
  /** The English each translated field follows once written (text-sources.ts, nextTextSources). */
  sources: ToolTextSources;
}

/** A staged tool the applying batch refused: created (its id was taken meanwhile) or edited since it was read. */
export interface WriteConflict {
  toolId: string;
  created: boolean;
}

/**
 * The time a save stamps: now, or a millisecond after the tool's last save when the clock has not moved past it, so
 * every save gives the tool a new updated_at and the edit-conflict check cannot miss one.
 */
export function nextUpdatedAt(previous: string | null, now = new Date()): string {
  const last = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isFinite(last) && now.getTime() <= last ? last + 1 : now.getTime()).toISOString();
}

function stageRow(db: Database, batchId: string, seq: number, write: ToolWrite) {
  const { tool, before } = write;
  return db.insert(catalogueStagedWrites).values({
    batchId,
    seq,
    toolId: tool.id,
    previousId: write.previousId,
    expectedUpdatedAt: write.expectedUpdatedAt,
    updatedAt: write.updatedAt,
    toolRow: JSON.stringify(toolRow(tool)),
    textRows: JSON.stringify(textRows(tool, write.sources)),
    searchRows: JSON.stringify(searchBodies(tool)),
    fields: JSON.stringify(changedFields(before, tool)),
    before: before ? JSON.stringify(before) : null,
    after: JSON.stringify(tool),
  });
}

/** `json_extract(<json>, '$.<field>')` for each field of a table but the ones named, as `column` list and values. */
function jsonColumns(table: typeof catalogueTools | typeof catalogueTexts, json: SQL, except: readonly string[]) {
  const columns = Object.entries(getTableColumns(table)).filter(([field]) => !except.includes(field));
  return {
    names: sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    ),
    values: sql.join(
      // Field names are the schema's own identifiers, never input.
      columns.map(([field]) => sql`json_extract(${json}, ${sql.raw(`'$.${field}'`)})`),
      sql`, `,
    ),
    updates: sql.join(
      columns
        .filter(([field]) => field !== "id")
        .map(([, column]) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
      sql`, `,
    ),
  };
}

/** The applying batch's statements; the one at CONFLICTS_RESULT answers the refused tools. */
function applyStatements(batchId: string): SQL[] {
  const S = sql`catalogue_staged_writes`;
  const mine = sql`batch_id = ${batchId}`;
  const noConflict = sql`NOT EXISTS (SELECT 1 FROM ${S} WHERE ${mine} AND conflict = 1)`;
  const renamedFrom = sql`(SELECT previous_id FROM ${S} WHERE ${mine} AND previous_id IS NOT NULL)`;
  const writtenIds = sql`(SELECT tool_id FROM ${S} WHERE ${mine} UNION SELECT previous_id FROM ${S} WHERE ${mine} AND previous_id IS NOT NULL)`;
  /** The new id of a row keyed by an old id (`column` of the row being updated). */
  const newIdOf = (column: SQL) =>
    sql`(SELECT s.tool_id FROM ${S} s WHERE s.batch_id = ${batchId} AND s.previous_id = ${column})`;
  const tool = jsonColumns(catalogueTools, sql`s.tool_row`, ["createdAt", "updatedAt"]);
  const text = jsonColumns(catalogueTexts, sql`t.value`, []);
  const statements = [
    // 1. Refuse what changed since it was read: a new id that exists or is a renamed tool's old id; a tool saved
    // since (another updated_at, or gone); a rename onto an id in use or onto another tool's old id (a tool may take
    // back its own old id).
    sql`UPDATE ${S} SET conflict = CASE
        WHEN expected_updated_at IS NULL THEN
          EXISTS (SELECT 1 FROM catalogue_tools t WHERE t.id = ${S}.tool_id)
          OR EXISTS (SELECT 1 FROM catalogue_redirects r WHERE r.from_id = ${S}.tool_id)
        ELSE
          (SELECT t.updated_at FROM catalogue_tools t WHERE t.id = COALESCE(${S}.previous_id, ${S}.tool_id))
            IS NOT expected_updated_at
          OR (previous_id IS NOT NULL AND (
            EXISTS (SELECT 1 FROM catalogue_tools t WHERE t.id = ${S}.tool_id)
            OR EXISTS (SELECT 1 FROM catalogue_redirects r WHERE r.from_id = ${S}.tool_id AND r.to_id <> ${S}.previous_id)))
      END
      WHERE ${mine}`,
    // 2. Renames: the old id redirects to the new one, and so do the ids that redirected to the old one; a tool that
    // takes back an old id of its own drops that redirect.
    sql`DELETE FROM catalogue_redirects
      WHERE from_id IN (SELECT tool_id FROM ${S} WHERE ${mine} AND previous_id IS NOT NULL) AND ${noConflict}`,
    sql`UPDATE catalogue_redirects SET to_id = ${newIdOf(sql`catalogue_redirects.to_id`)}
      WHERE to_id IN ${renamedFrom} AND ${noConflict}`,
    sql`INSERT INTO catalogue_redirects (from_id, to_id)
      SELECT previous_id, tool_id FROM ${S} WHERE ${mine} AND previous_id IS NOT NULL AND ${noConflict}`,
    // The tool's votes, vote totals, clicks and history follow it. A vote's unique (tool, voter) cannot clash: the
    // new id had no tool, so nobody could vote for it (OR IGNORE keeps a stray row under the old id if one did).
    // The daily per-network and per-/48 vote keys hash the tool id with the network and cannot be moved: on the day
    // of a rename a network may count one more vote for the tool.
    sql`UPDATE OR IGNORE votes SET tool_id = ${newIdOf(sql`votes.tool_id`)}
      WHERE tool_id IN ${renamedFrom} AND ${noConflict}`,
    sql`INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
      SELECT s.tool_id, o.vote_count, o.rating_sum, o.stars_1, o.stars_2, o.stars_3, o.stars_4, o.stars_5
      FROM tool_stats o JOIN ${S} s ON s.batch_id = ${batchId} AND s.previous_id = o.tool_id
      WHERE ${noConflict}
      ON CONFLICT (tool_id) DO UPDATE SET vote_count = vote_count + excluded.vote_count,
        rating_sum = rating_sum + excluded.rating_sum, stars_1 = stars_1 + excluded.stars_1,
        stars_2 = stars_2 + excluded.stars_2, stars_3 = stars_3 + excluded.stars_3,
        stars_4 = stars_4 + excluded.stars_4, stars_5 = stars_5 + excluded.stars_5`,
    sql`DELETE FROM tool_stats WHERE tool_id IN ${renamedFrom} AND ${noConflict}`,
    sql`UPDATE clicks SET tool_id = ${newIdOf(sql`clicks.tool_id`)} WHERE tool_id IN ${renamedFrom} AND ${noConflict}`,
    sql`INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks)
      SELECT o.day, s.tool_id, o.clicks, o.tool_page_clicks
      FROM click_daily o JOIN ${S} s ON s.batch_id = ${batchId} AND s.previous_id = o.tool_id
      WHERE ${noConflict}
      ON CONFLICT (day, tool_id) DO UPDATE SET clicks = clicks + excluded.clicks,
        tool_page_clicks = tool_page_clicks + excluded.tool_page_clicks`,
    sql`DELETE FROM click_daily WHERE tool_id IN ${renamedFrom} AND ${noConflict}`,
    sql`UPDATE catalogue_revisions SET tool_id = ${newIdOf(sql`catalogue_revisions.tool_id`)}
      WHERE tool_id IN ${renamedFrom} AND ${noConflict}`,
    // The tool's row keeps its creation time under the new id.
    sql`UPDATE catalogue_tools SET id = ${newIdOf(sql`catalogue_tools.id`)}
      WHERE id IN ${renamedFrom} AND ${noConflict}`,
    // 3. The tools' rows, nine text rows and nine search rows, written anew.
    sql`DELETE FROM catalogue_search WHERE tool_id IN ${writtenIds} AND ${noConflict}`,
    sql`DELETE FROM catalogue_texts WHERE tool_id IN ${writtenIds} AND ${noConflict}`,
    sql`INSERT INTO catalogue_tools (${tool.names}, created_at, updated_at)
      SELECT ${tool.values}, s.updated_at, s.updated_at FROM ${S} s WHERE s.batch_id = ${batchId} AND ${noConflict}
      ON CONFLICT (id) DO UPDATE SET ${tool.updates}, updated_at = excluded.updated_at`,
    sql`INSERT INTO catalogue_texts (${text.names})
      SELECT ${text.values} FROM ${S} s, json_each(s.text_rows) t WHERE s.batch_id = ${batchId} AND ${noConflict}`,
    sql`INSERT INTO catalogue_search (tool_id, lang, body)
      SELECT s.tool_id, j.key, j.value FROM ${S} s, json_each(s.search_rows) j
      WHERE s.batch_id = ${batchId} AND ${noConflict}`,
    // The languages of the tool's interface, from its facts, for the directory's "works in my language".
    sql`DELETE FROM catalogue_tool_languages WHERE tool_id IN ${writtenIds} AND ${noConflict}`,
    sql`INSERT INTO catalogue_tool_languages (lang, tool_id)
      SELECT j.value, s.tool_id FROM ${S} s, json_each(json_extract(s.tool_row, '$.facts'), '$.languages.supported') j
      WHERE s.batch_id = ${batchId} AND ${noConflict}`,
    // 4. One revision per tool, in the order they were staged.
    sql`INSERT INTO catalogue_revisions (tool_id, changed_at, fields, before, after)
      SELECT tool_id, updated_at, fields, before, after FROM ${S} WHERE ${mine} AND ${noConflict} ORDER BY seq`,
    // 5. What was refused, then the staged rows go, with any a failed import left over a day ago.
    sql`SELECT tool_id, expected_updated_at IS NULL AS created FROM ${S} WHERE ${mine} AND conflict = 1`,
    sql`DELETE FROM ${S} WHERE ${mine} OR staged_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')`,
  ];
  return statements;
}
const CONFLICTS_FROM_END = 2;

/**
 * Applies the writes all or nothing (see the module comment). Answers the tools refused because they changed
 * since they were read (then nothing was written); empty when every write was applied.
 */
export async function applyWrites(db: Database, writes: readonly ToolWrite[]): Promise<WriteConflict[]> {
  if (writes.length === 0) return [];
  const batchId = crypto.randomUUID();
  const staged = writes.map((write, seq) => stageRow(db, batchId, seq, write).getSQL());
  const apply = applyStatements(batchId);
  let results: D1Result[];
  if (staged.length <= STAGE_ROWS_PER_BATCH) {
    results = await runBatch(db, [...staged, ...apply]);
  } else {
    try {
      for (let start = 0; start < staged.length; start += STAGE_ROWS_PER_BATCH) {
        await runBatch(db, staged.slice(start, start + STAGE_ROWS_PER_BATCH));
      }
      results = await runBatch(db, apply);
    } catch (err) {
      // Nothing reached the catalogue; the staged rows are removed now (or by a later write, a day on).
      await db
        .delete(catalogueStagedWrites)
        .where(eq(catalogueStagedWrites.batchId, batchId))
        .catch(() => undefined);
      throw err;
    }
  }
  const refused = (results[results.length - CONFLICTS_FROM_END]?.results ?? []) as {
    tool_id: string;
    created: number;
  }[];
  return refused.map((row) => ({ toolId: row.tool_id, created: Boolean(row.created) }));
}
