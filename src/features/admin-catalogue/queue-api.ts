import {
  type CloseContribution,
  type ContributionKind,
  type ContributionStatus,
  moderationListSchema,
  queuedReportSchema,
  queuedSuggestionSchema,
} from "@common/api/contributions";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { CATALOGUE_API } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";

/** The visitors' queue's endpoints and query keys (a key is its URL, the admin screen's convention). */
export const CONTRIBUTIONS_PATH = "/api/admin/contributions";

export function queueQuery(kind: ContributionKind, status: ContributionStatus) {
  return queryOptions({
    queryKey: [`${CONTRIBUTIONS_PATH}?${new URLSearchParams({ kind, status })}`],
    queryFn: (context) => catalogueGet(moderationListSchema, context),
  });
}

export function suggestionQuery(id: number) {
  return queryOptions({
    queryKey: [`${CONTRIBUTIONS_PATH}/suggestions/${id}`],
    queryFn: (context) => catalogueGet(queuedSuggestionSchema, context),
  });
}

const openReportsSchema = z.object({ reports: z.array(queuedReportSchema) });

/** A tool's open reports, shown in its editor. */
export function toolReportsQuery(id: string) {
  return queryOptions({
    queryKey: [`${CATALOGUE_API}/tools/${encodeURIComponent(id)}/reports`],
    queryFn: (context) => catalogueGet(openReportsSchema, context),
  });
}

/** The owner's decision on one item; afterwards every queue answer and tool's reports are fetched again. */
export async function closeContribution(
  queryClient: QueryClient,
  kind: ContributionKind,
  id: number,
  decision: CloseContribution,
): Promise<void> {
  await apiRequest("POST", `${CONTRIBUTIONS_PATH}/${kind}/${id}/close`, decision);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      String(queryKey[0]).startsWith(CONTRIBUTIONS_PATH) || String(queryKey[0]).endsWith("/reports"),
  });
}
