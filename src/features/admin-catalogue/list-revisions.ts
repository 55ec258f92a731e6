import { revisionsSchema } from "@common/catalogue/admin-api";
import { queryOptions } from "@tanstack/react-query";
import { catalogueKeys } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";

/** `GET /api/admin/catalogue/tools/:id/revisions`: the tool's saved changes, newest first. */
export function revisionsQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.revisions(id),
    queryFn: (context) => catalogueGet(revisionsSchema, context),
  });
}
