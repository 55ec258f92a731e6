import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import type { EditableTool, TranslatedLanguage } from "@common/catalogue/contract";
import { toolPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/**
 * `PUT /api/admin/catalogue/tools/:id` with the `updatedAt` the editor loaded: 409 `edit_conflict` if someone saved
 * since. A `tool.id` other than `id` renames the tool (the old address keeps redirecting). `reviewed` names the
 * languages the owner checked against today's English.
 */
export function saveTool({
  id,
  tool,
  updatedAt,
  reviewed,
}: {
  id: string;
  tool: EditableTool;
  updatedAt: string;
  reviewed: TranslatedLanguage[];
}): Promise<SavedTool> {
  return catalogueSend("PUT", toolPath(id), { tool, updatedAt, reviewed }, savedToolSchema);
}
