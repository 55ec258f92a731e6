import type { ImportResult } from "@common/catalogue/admin-api";
import { CATALOGUE_FILE_FORMAT, type CatalogueFile, type FieldError } from "@common/catalogue/contract";
import { duplicateIdErrors } from "@common/catalogue/file-checks";
import { nextTextSources } from "@common/catalogue/text-sources";
import type { Database } from "../client";
import { sameTool } from "./editable-tool";
import { loadAllTools, oldIds } from "./load-tools";
import { applyWrites, nextUpdatedAt, type ToolWrite } from "./staged-writes";

/** The whole catalogue as the export file, in the catalogue's order (categories, position, id). */
export async function exportCatalogue(db: Database, now = new Date()): Promise<CatalogueFile> {
  const tools = await loadAllTools(db);
  return {
    format: CATALOGUE_FILE_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    tools: tools.map((saved) => saved.tool),
  };
}

/** An import's result: counts, the errors of a file that does not import, or the tools saved meanwhile. */
export type ImportOutcome = { imported: ImportResult } | { invalid: FieldError[] } | { conflict: string[] };

/**
 * Imports a file the contract accepted: refuses it whole when two tools share an id or a tool has a renamed tool's
 * old id; else creates the new tools, rewrites the changed ones (one revision each) and leaves the rest alone, all
 * or nothing. A tool of the catalogue the file does not name stays as it is.
 */
export async function importCatalogue(db: Database, file: CatalogueFile): Promise<ImportOutcome> {
  const renamed = await oldIds(db);
  const errors = [
    ...duplicateIdErrors(file),
    ...file.tools.flatMap((tool, i): FieldError[] =>
      renamed.has(tool.id) ? [{ path: `tools.${i}.id`, key: "idTaken" }] : [],
    ),
  ];
  if (errors.length > 0) return { invalid: errors };
  const current = new Map((await loadAllTools(db)).map((saved) => [saved.tool.id, saved]));
  const writes: ToolWrite[] = [];
  let created = 0;
  for (const tool of file.tools) {
    const saved = current.get(tool.id);
    if (saved && sameTool(saved.tool, tool)) continue;
    if (!saved) created += 1;
    writes.push({
      tool,
      before: saved?.tool ?? null,
      sources: nextTextSources(saved?.tool ?? null, tool, saved?.sources ?? {}, []),
      previousId: null,
      expectedUpdatedAt: saved?.updatedAt ?? null,
      updatedAt: nextUpdatedAt(saved?.updatedAt ?? null),
    });
  }
  const refused = await applyWrites(db, writes);
  if (refused.length > 0) return { conflict: refused.map((conflict) => conflict.toolId) };
  return {
    imported: { created, updated: writes.length - created, unchanged: file.tools.length - writes.length },
  };
}
