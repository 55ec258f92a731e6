import { type SavedTool, savedToolSchema } from "@common/catalogue/admin-api";
import { revisionsPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** `POST /api/admin/catalogue/tools/:id/revisions/:revisionId/restore`: that version again, saved as a new change. */
export function restoreRevision({ id, revisionId }: { id: string; revisionId: number }): Promise<SavedTool> {
  return catalogueSend("POST", `${revisionsPath(id)}/${revisionId}/restore`, undefined, savedToolSchema);
}
