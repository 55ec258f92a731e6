import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import type { ToolStatus } from "@common/catalogue/contract";
import { toolPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** `POST /api/admin/catalogue/tools/:id/status`: publish, archive or move back to draft. */
export function setToolStatus({ id, status }: { id: string; status: ToolStatus }): Promise<SavedTool> {
  return catalogueSend("POST", `${toolPath(id)}/status`, { status }, savedToolSchema);
}
