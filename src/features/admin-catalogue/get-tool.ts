import { savedToolSchema } from "@common/catalogue/admin-api";
import { queryOptions } from "@tanstack/react-query";
import { catalogueKeys } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";

/** `GET /api/admin/catalogue/tools/:id`: the tool as the editor edits it, with the time of its last change. */
export function toolQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.tool(id),
    queryFn: (context) => catalogueGet(savedToolSchema, context),
  });
}
