import type { SavedTool } from "@common/catalogue/admin-api";
import type { EditableTool, ToolStatus } from "@common/catalogue/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueTools } from "../schema";
import { sameTool } from "./editable-tool";
import { loadTool, redirectTarget } from "./load-tools";
import { applyWrites, nextUpdatedAt } from "./staged-writes";

/**
 * The dashboard's writes of one tool: create, save (a rename when the id changes), status. Each checks first so it
 * can say why it refuses, and the applying batch checks again (staged-writes.ts), so two saves racing cannot both
 * win.
 */

/** A save's result: the tool as stored, or why nothing was written. */
export type WriteOutcome =
  | { saved: SavedTool }
  | { refused: "idTaken" } // the id is another tool's, or a renamed tool's old id
  | { refused: "editConflict" } // saved by someone else since it was loaded
  | { refused: "notFound" };

/** True when a tool, or a renamed tool's old id other than one of `owner`'s own, holds `id`. */
async function idTaken(db: Database, id: string, owner: string | null): Promise<boolean> {
  const [tool] = await db.select({ id: catalogueTools.id }).from(catalogueTools).where(eq(catalogueTools.id, id));
  if (tool) return true;
  const target = await redirectTarget(db, id);
  return target !== null && target !== owner;
}

export async function createTool(db: Database, tool: EditableTool): Promise<WriteOutcome> {
  if (await idTaken(db, tool.id, null)) return { refused: "idTaken" };
  const updatedAt = nextUpdatedAt(null);
  const refused = await applyWrites(db, [{ tool, before: null, previousId: null, expectedUpdatedAt: null, updatedAt }]);
  if (refused.length > 0) return { refused: "idTaken" };
  return { saved: { tool, updatedAt } };
}

/**
 * Saves the tool loaded as `id` with `loadedUpdatedAt`. A different `tool.id` renames it (the old id redirects to
 * the new one; its votes, totals, clicks and history follow). Saving it unchanged writes nothing.
 */
export async function saveTool(
  db: Database,
  id: string,
  tool: EditableTool,
  loadedUpdatedAt: string,
): Promise<WriteOutcome> {
  const current = await loadTool(db, id);
  if (!current) return { refused: "notFound" };
  if (current.updatedAt !== loadedUpdatedAt) return { refused: "editConflict" };
  const renamed = tool.id !== id;
  if (renamed && (await idTaken(db, tool.id, id))) return { refused: "idTaken" };
  if (sameTool(current.tool, tool)) return { saved: current };
  const updatedAt = nextUpdatedAt(current.updatedAt);
  const refused = await applyWrites(db, [
    // The time the editor loaded, so the batch refuses on its own too if someone saved since.
    { tool, before: current.tool, previousId: renamed ? id : null, expectedUpdatedAt: loadedUpdatedAt, updatedAt },
  ]);
  if (refused.length > 0) return { refused: "editConflict" };
  return { saved: { tool, updatedAt } };
}

/** Publishes, archives or drafts a tool (a save of its status alone). */
export async function setStatus(db: Database, id: string, status: ToolStatus): Promise<WriteOutcome> {
  const current = await loadTool(db, id);
  if (!current) return { refused: "notFound" };
  return saveTool(db, id, { ...current.tool, status }, current.updatedAt);
}
