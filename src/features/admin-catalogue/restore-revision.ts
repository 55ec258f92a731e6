import { type AdminToolAnswer, adminToolAnswerSchema } from "@common/catalogue/contract";
import { revisionsPath } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** `POST /api/admin/catalogue/tools/:id/revisions/:revisionId/restore`: that version again, saved as a new change. */
export function restoreRevision({ id, revisionId }: { id: string; revisionId: number }): Promise<AdminToolAnswer> {
  return catalogueSend("POST", `${revisionsPath(id)}/${revisionId}/restore`, undefined, adminToolAnswerSchema);
}
