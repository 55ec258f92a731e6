import { parseCategoryFilter } from "@common/catalogue/category-filters";
import { parseDirectoryQuery } from "@common/catalogue/directory-query";
import {
  CATALOGUE_PAGE_SIZE,
  type CategoryPage,
  type DirectoryPage,
  type FeaturedTools,
  parsePageNumber,
} from "@common/catalogue/pages";
import type { Tool } from "@common/catalogue/types";
import { vi } from "vitest";

/**
 * A stand-in for the Worker's public catalogue calls in component tests (jsdom has no Worker): it answers
 * `/api/catalogue/tools`, `/api/catalogue/categories/{slug}` and `/api/catalogue/featured` from the given tools with a plain reading of the
 * query (exact substring search over name, description and company; filters; name order), so a test checks what
 * the page asks for and how it shows the answer. The Worker's own search and order are tested in the Worker's
 * tests against D1. `requests` lists every URL asked for.
 */
export function stubCatalogueApi(tools: readonly Tool[], { pageSize = CATALOGUE_PAGE_SIZE } = {}) {
  const requests: string[] = [];
  const page = (matching: Tool[], pageNumber: number) => {
    const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
    return {
      tools: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      matching: matching.length,
      total: tools.length,
      page: pageNumber,
      pageCount,
    };
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requests.push(`${url.pathname}${url.search}`);
    const params = url.searchParams;
    if (url.pathname === "/api/catalogue/tools") {
      const query = parseDirectoryQuery(params);
      const needle = query.search.trim().toLowerCase();
      let matching = tools.filter(
        (tool) =>
          (query.category === "all" || tool.category === query.category) &&
          (query.pricing === "all" || tool.pricing === query.pricing) &&
          (query.tag === "all" || tool.tags.includes(query.tag)) &&
          (!needle || `${tool.name}\n${tool.description}\n${tool.company}`.toLowerCase().includes(needle)),
      );
      if (query.sort === "name") matching = [...matching].sort((a, b) => a.name.localeCompare(b.name));
      if (query.sort === "top-rated") matching = [...matching].sort((a, b) => b.rating - a.rating);
      const body: DirectoryPage = { ...page(matching, parsePageNumber(params)), query };
      return Response.json(body);
    }
    const category = /^\/api\/catalogue\/categories\/([^/]+)$/.exec(url.pathname)?.[1];
    if (category) {
      const filter = parseCategoryFilter(params);
      const inCategory = tools.filter((tool) => tool.category === category);
      const matching =
        filter === "recommended"
          ? inCategory.slice(0, 2)
          : filter === "free"
            ? inCategory.filter((tool) => tool.pricing === "free")
            : filter === "beginner"
              ? inCategory.filter((tool) => (tool.difficulty ?? "Beginner") === "Beginner")
              : filter === "advanced"
                ? inCategory.filter((tool) => tool.difficulty === "Advanced")
                : inCategory;
      const body: CategoryPage = {
        ...page(matching, filter === "recommended" ? 1 : parsePageNumber(params)),
        category: category as CategoryPage["category"],
        filter,
      };
      return Response.json(body);
    }
    if (url.pathname === "/api/catalogue/featured") {
      const featured = tools.filter((tool) => tool.featured && (tool.difficulty ?? "Beginner") === "Beginner");
      return Response.json({ tools: featured.slice(0, 4) } satisfies FeaturedTools);
    }
    if (url.pathname.startsWith("/api/tools/stats")) return Response.json({ stats: {}, userVotes: {} });
    return Response.json({ error: { code: "not_found", message: "No such API endpoint" } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchStub);
  return { requests, fetch: fetchStub };
}
