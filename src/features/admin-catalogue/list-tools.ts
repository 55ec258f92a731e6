import { adminToolListSchema } from "@common/catalogue/admin-api";
import { TOOL_STATUSES, type ToolStatus } from "@common/catalogue/contract";
import { CATEGORY_SLUGS, type CategorySlug } from "@common/catalogue/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { queryOptions } from "@tanstack/react-query";
import { catalogueKeys } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";

/** The list's search and filters, as the screen's URL and the API's query both spell them. */
export interface ListFilters {
  q: string;
  category: CategorySlug | "";
  status: ToolStatus | "";
  /** Tools whose text in this language is not complete. */
  incomplete: Exclude<LanguageCode, "en"> | "";
  page: number;
}

export const NO_FILTERS: ListFilters = { q: "", category: "", status: "", incomplete: "", page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : "";

/** The filters a URL's search params name; anything unknown reads as no filter, a bad page as page 1. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim(),
    category: oneOf(CATEGORY_SLUGS, params.get("category")),
    status: oneOf(TOOL_STATUSES, params.get("status")),
    incomplete: oneOf(
      LANGUAGE_CODES.filter((code) => code !== "en"),
      params.get("incomplete"),
    ) as ListFilters["incomplete"],
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as search params, leaving out the ones not set (and page 1), in a fixed order. */
export function filterParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.status) params.set("status", filters.status);
  if (filters.incomplete) params.set("incomplete", filters.incomplete);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** `GET /api/admin/catalogue/tools?q=&category=&status=&incomplete=&page=`: one page of the list. */
export function listToolsQuery(filters: ListFilters) {
  return queryOptions({
    queryKey: catalogueKeys.list(filterParams(filters).toString()),
    queryFn: (context) => catalogueGet(adminToolListSchema, context),
    placeholderData: (previous) => previous,
  });
}
