import type { SavedTool } from "@common/catalogue/admin-api";
import type { EditableTool, ToolStatus, TranslatedLanguage } from "@common/catalogue/contract";
import { nextTextSources, staleTexts } from "@common/catalogue/text-sources";
import { type FactGroup, factsToStore, filledGroups } from "@common/catalogue/tool-facts";
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueTools } from "../schema";
import { sameTool } from "./editable-tool";
import { type LoadedTool, loadTool, redirectTarget, savedTool } from "./load-tools";
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
  | { refused: "notFound" }
  | { refused: "nothingToConfirm"; groups: FactGroup[] }; // a group to confirm holds no fact

/** True when a tool, or a renamed tool's old id other than one of `owner`'s own, holds `id`. */
async function idTaken(db: Database, id: string, owner: string | null): Promise<boolean> {
  const [tool] = await db.select({ id: catalogueTools.id }).from(catalogueTools).where(eq(catalogueTools.id, id));
  if (tool) return true;
  const target = await redirectTarget(db, id);
  return target !== null && target !== owner;
}

/** The tool as the editor's save stores it: only "Confirm facts" dates facts (tool-facts.ts, factsToStore). */
function withStoredFacts(before: EditableTool | null, tool: EditableTool): EditableTool {
  const facts = factsToStore(before && { facts: before.facts, freeLimits: before.texts.en.freeLimits }, {
    facts: tool.facts,
    freeLimits: tool.texts.en.freeLimits,
  });
  return { ...tool, facts };
}

export async function createTool(db: Database, created: EditableTool): Promise<WriteOutcome> {
  const tool = withStoredFacts(null, created);
  if (await idTaken(db, tool.id, null)) return { refused: "idTaken" };
  const updatedAt = nextUpdatedAt(null);
  const sources = nextTextSources(null, tool, {}, []);
  const refused = await applyWrites(db, [
    { tool, before: null, previousId: null, expectedUpdatedAt: null, updatedAt, sources },
  ]);
  if (refused.length > 0) return { refused: "idTaken" };
  return { saved: { tool, updatedAt, stale: {} } };
}

/**
 * Writes `tool` over `current` as loaded (with `previousId` when it renames it); a write that changes neither the
 * tool nor which English its translations follow writes nothing. Null when someone saved it since.
 */
async function writeOver(
  db: Database,
  current: LoadedTool,
  tool: EditableTool,
  expectedUpdatedAt: string,
  options: { previousId?: string | null; reviewed?: readonly TranslatedLanguage[] } = {},
): Promise<WriteOutcome> {
  const reviewed = options.reviewed ?? [];
  const sources = nextTextSources(current.tool, tool, current.sources, reviewed);
  // An unchanged tool is written only to record languages the owner marked as checked; a row stored before sources
  // were kept gets its sources with the next change, not with a save that changes nothing.
  const newlyChecked = reviewed.length > 0 && JSON.stringify(sources) !== JSON.stringify(current.sources);
  if (sameTool(current.tool, tool) && !newlyChecked) return { saved: savedTool(current) };
  const updatedAt = nextUpdatedAt(current.updatedAt);
  const refused = await applyWrites(db, [
    // The time the editor loaded, so the batch refuses on its own too if someone saved since.
    { tool, before: current.tool, previousId: options.previousId ?? null, expectedUpdatedAt, updatedAt, sources },
  ]);
  if (refused.length > 0) return { refused: "editConflict" };
  return { saved: { tool, updatedAt, stale: staleTexts(tool, sources) } };
}

/**
 * Saves the tool loaded as `id` with `loadedUpdatedAt`. A different `tool.id` renames it (the old id redirects to
 * the new one; its votes, totals, clicks and history follow). `reviewed` names the languages whose text the owner
 * checked against today's English. Saving it unchanged writes nothing.
 */
export async function saveTool(
  db: Database,
  id: string,
  edited: EditableTool,
  loadedUpdatedAt: string,
  reviewed: readonly TranslatedLanguage[] = [],
): Promise<WriteOutcome> {
  const current = await loadTool(db, id);
  if (!current) return { refused: "notFound" };
  const tool = withStoredFacts(current.tool, edited);
  if (current.updatedAt !== loadedUpdatedAt) return { refused: "editConflict" };
  const renamed = tool.id !== id;
  if (renamed && (await idTaken(db, tool.id, id))) return { refused: "idTaken" };
  return writeOver(db, current, tool, loadedUpdatedAt, { previousId: renamed ? id : null, reviewed });
}

/** Publishes, archives or drafts a tool (a save of its status alone). */
export async function setStatus(db: Database, id: string, status: ToolStatus): Promise<WriteOutcome> {
  const current = await loadTool(db, id);
  if (!current) return { refused: "notFound" };
  return saveTool(db, id, { ...current.tool, status }, current.updatedAt);
}

/**
 * "Confirm facts": the owner has checked `groups` on the tool's own pages `today` (YYYY-MM-DD, UTC). Only the tool
 * as loaded (`loadedUpdatedAt`) can be confirmed, so what was checked is what is stored; a group with no fact has
 * nothing to confirm.
 */
export async function confirmFacts(
  db: Database,
  id: string,
  groups: readonly FactGroup[],
  loadedUpdatedAt: string,
  today: string,
): Promise<WriteOutcome> {
  const current = await loadTool(db, id);
  if (!current) return { refused: "notFound" };
  if (current.updatedAt !== loadedUpdatedAt) return { refused: "editConflict" };
  const filled = filledGroups(current.tool.facts, current.tool.texts.en.freeLimits !== "");
  const empty = groups.filter((group) => !filled.includes(group));
  if (empty.length > 0) return { refused: "nothingToConfirm", groups: empty };
  const stamp = <G extends { confirmedAt: string | null }>(facts: G, group: FactGroup): G =>
    groups.includes(group) ? { ...facts, confirmedAt: today } : facts;
  const { freePlan, privacy, languages } = current.tool.facts;
  const tool = {
    ...current.tool,
    facts: {
      freePlan: stamp(freePlan, "freePlan"),
      privacy: stamp(privacy, "privacy"),
      languages: stamp(languages, "languages"),
    },
  };
  return writeOver(db, current, tool, loadedUpdatedAt);
}
