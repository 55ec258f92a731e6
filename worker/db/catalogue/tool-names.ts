import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueTools } from "../schema";

/** The names of the given tools by id, whatever their status (the owner's lists name archived tools too). */
export async function toolNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: catalogueTools.id, name: catalogueTools.name })
    .from(catalogueTools)
    .where(inArray(catalogueTools.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
