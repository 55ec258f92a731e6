import type { FieldError } from "@common/catalogue/contract";
import { LANGUAGE_CODES } from "@common/i18n/languages";
import type { AdminPathList, SavedPath } from "@common/starter-paths/admin-api";
import {
  type EditablePath,
  type PathStatus,
  type StoredPathContent,
  storedPathContentSchema,
} from "@common/starter-paths/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * The owner's side of the starter paths: list, load, create, save and delete. A write stores the whole path in one
 * statement; its steps must name tools of the catalogue that are not archived (a draft tool's step shows once the
 * tool is published).
 */

interface PathRow {
  id: string;
  status: PathStatus;
  position: number;
  guide: EditablePath["guide"];
  content: string;
  updatedAt: string;
}

const COLUMNS = sql`id, status, position, guide, content, updated_at AS updatedAt`;
const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

function savedOf(row: PathRow): SavedPath {
  const content: StoredPathContent = storedPathContentSchema.parse(JSON.parse(row.content));
  return {
    path: { id: row.id, status: row.status, position: row.position, guide: row.guide, ...content },
    updatedAt: row.updatedAt,
  };
}

export async function listPaths(db: Database): Promise<AdminPathList> {
  const rows = (await db.run(sql`SELECT ${COLUMNS} FROM starter_paths ORDER BY position, id`))
    .results as unknown as PathRow[];
  return {
    paths: rows.map((row) => {
      const { path, updatedAt } = savedOf(row);
      return {
        id: path.id,
        status: path.status,
        position: path.position,
        title: path.title.en,
        steps: path.steps.length,
        languages: LANGUAGE_CODES.filter((lang) => path.title[lang].trim() !== ""),
        updatedAt,
      };
    }),
  };
}

export async function loadPath(db: Database, id: string): Promise<SavedPath | null> {
  const row = (await db.run(sql`SELECT ${COLUMNS} FROM starter_paths WHERE id = ${id}`)).results[0] as
    | PathRow
    | undefined;
  return row ? savedOf(row) : null;
}

/** Why a write stored nothing. */
export type PathWriteRefusal =
  | { refused: "idTaken" }
  | { refused: "notFound" }
  | { refused: "unknownTools"; fields: FieldError[] };

/** The steps whose tool is missing from the catalogue or archived. */
async function unknownToolSteps(db: Database, path: EditablePath): Promise<FieldError[]> {
  const ids = path.steps.map((step) => step.toolId);
  const known = new Set(
    (
      (
        await db.run(
          sql`SELECT t.id AS id FROM json_each(${JSON.stringify(ids)}) j
            CROSS JOIN catalogue_tools t ON t.id = j.value WHERE t.status <> 'archived'`,
        )
      ).results as { id: string }[]
    ).map((row) => row.id),
  );
  return path.steps.flatMap((step, index) =>
    known.has(step.toolId) ? [] : [{ path: `steps.${index}.toolId`, key: "unknownTool" as const }],
  );
}

function contentJson(path: EditablePath): string {
  const content: StoredPathContent = { title: path.title, summary: path.summary, steps: path.steps };
  return JSON.stringify(content);
}

/** Creates a path; refused when its id is taken or a step names no tool of the catalogue. */
export async function createPath(db: Database, path: EditablePath): Promise<SavedPath | PathWriteRefusal> {
  const unknown = await unknownToolSteps(db, path);
  if (unknown.length) return { refused: "unknownTools", fields: unknown };
  const row = (
    await db.run(
      sql`INSERT INTO starter_paths (id, status, position, guide, content)
        VALUES (${path.id}, ${path.status}, ${path.position}, ${path.guide}, ${contentJson(path)})
        ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS}`,
    )
  ).results[0] as PathRow | undefined;
  return row ? savedOf(row) : { refused: "idTaken" };
}

/** Saves an existing path under its id (which never changes). */
export async function savePath(db: Database, path: EditablePath): Promise<SavedPath | PathWriteRefusal> {
  const unknown = await unknownToolSteps(db, path);
  if (unknown.length) return { refused: "unknownTools", fields: unknown };
  const row = (
    await db.run(
      sql`UPDATE starter_paths SET status = ${path.status}, position = ${path.position}, guide = ${path.guide},
        content = ${contentJson(path)}, updated_at = ${NOW} WHERE id = ${path.id} RETURNING ${COLUMNS}`,
    )
  ).results[0] as PathRow | undefined;
  return row ? savedOf(row) : { refused: "notFound" };
}

/** Deletes a path; false when there was none. */
export async function deletePath(db: Database, id: string): Promise<boolean> {
  const result = await db.run(sql`DELETE FROM starter_paths WHERE id = ${id}`);
  return (result.meta.changes ?? 0) > 0;
}
