import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import type { FactGroup } from "@common/catalogue/tool-facts";
import { toolPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** `POST /api/admin/catalogue/tools/:id/confirm-facts`: the owner checked these groups on the tool's pages today. */
export function confirmToolFacts({
  id,
  groups,
  updatedAt,
}: {
  id: string;
  groups: FactGroup[];
  updatedAt: string;
}): Promise<SavedTool> {
  return catalogueSend("POST", `${toolPath(id)}/confirm-facts`, { groups, updatedAt }, savedToolSchema);
}
