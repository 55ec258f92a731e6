import type { SavedTool } from "@common/catalogue/admin-api";
import { staleTexts, type ToolTextSources } from "@common/catalogue/text-sources";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueRedirects, catalogueTexts, catalogueTools } from "../schema";
import { catalogueOrder } from "./catalogue-order";
import { editableToolFromRows, storedTextSources, type TextRow, type ToolRow } from "./editable-tool";

/** A tool as stored: what the editor gets, and the English each translated field follows (for the next write). */
export interface LoadedTool extends SavedTool {
  sources: ToolTextSources;
}

function loaded(row: ToolRow, texts: readonly TextRow[]): LoadedTool {
  const tool = editableToolFromRows(row, texts);
  const sources = storedTextSources(texts);
  return { tool, updatedAt: row.updatedAt, stale: staleTexts(tool, sources), sources };
}

/** What the editor gets of a stored tool (no sources: they are the Worker's). */
export function savedTool({ tool, updatedAt, stale }: SavedTool): SavedTool {
  return { tool, updatedAt, stale };
}

/** One tool as the editor loads it, with its last save time; null when there is no tool of that id. */
export async function loadTool(db: Database, id: string): Promise<LoadedTool | null> {
  const [tools, texts] = await db.batch([
    db.select().from(catalogueTools).where(eq(catalogueTools.id, id)),
    db.select().from(catalogueTexts).where(eq(catalogueTexts.toolId, id)),
  ]);
  const row = tools[0];
  return row ? loaded(row, texts) : null;
}

/** Every tool, in the catalogue's order (categories, position, id), for the export and the import's comparison. */
export async function loadAllTools(db: Database): Promise<LoadedTool[]> {
  const [tools, texts] = await db.batch([
    db.select().from(catalogueTools).orderBy(catalogueOrder),
    db.select().from(catalogueTexts).orderBy(asc(catalogueTexts.toolId)),
  ]);
  const textsByTool = new Map<string, TextRow[]>();
  for (const text of texts) {
    const list = textsByTool.get(text.toolId);
    if (list) list.push(text);
    else textsByTool.set(text.toolId, [text]);
  }
  return tools.map((row) => loaded(row, textsByTool.get(row.id) ?? []));
}

/** The id an old id now redirects to, or null when it is not a renamed tool's old id. */
export async function redirectTarget(db: Database, fromId: string): Promise<string | null> {
  const [row] = await db
    .select({ toId: catalogueRedirects.toId })
    .from(catalogueRedirects)
    .where(eq(catalogueRedirects.fromId, fromId));
  return row?.toId ?? null;
}

/** Every renamed tool's old id. */
export async function oldIds(db: Database): Promise<Set<string>> {
  const rows = await db.select({ fromId: catalogueRedirects.fromId }).from(catalogueRedirects);
  return new Set(rows.map((row) => row.fromId));
}

/** The text rows of some tools (at most 90 ids: D1 binds at most 100 parameters). */
export async function textsOf(db: Database, ids: readonly string[]): Promise<TextRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(catalogueTexts)
    .where(inArray(catalogueTexts.toolId, [...ids]));
}
