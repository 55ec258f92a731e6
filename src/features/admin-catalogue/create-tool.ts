import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import type { EditableTool } from "@common/catalogue/contract";
import { TOOLS_PATH } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** `POST /api/admin/catalogue/tools`: a new tool (409 `conflict` with an `idTaken` field if its id is in use). */
export function createTool(tool: EditableTool): Promise<SavedTool> {
  return catalogueSend("POST", TOOLS_PATH, tool, savedToolSchema);
}
