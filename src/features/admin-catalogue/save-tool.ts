import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import type { EditableTool } from "@common/catalogue/contract";
import { toolPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/**
 * `PUT /api/admin/catalogue/tools/:id` with the `updatedAt` the editor loaded: 409 `edit_conflict` if someone saved
 * since. A `tool.id` other than `id` renames the tool (the old address keeps redirecting).
 */
export function saveTool({
  id,
  tool,
  updatedAt,
}: {
  id: string;
  tool: EditableTool;
  updatedAt: string;
}): Promise<SavedTool> {
  return catalogueSend("PUT", toolPath(id), { tool, updatedAt }, savedToolSchema);
}
