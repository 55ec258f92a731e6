import { CATEGORY_FILTERS } from "@common/catalogue/category-filters";
import { DIRECTORY_SORTS, LANGUAGE_FILTERS, MAX_SEARCH_LENGTH } from "@common/catalogue/directory-query";
import type { CategoryPage, DirectoryPage, FeaturedTools, SelectedTools, ToolPage } from "@common/catalogue/pages";
import { MAX_PAGE } from "@common/catalogue/pages";
import { parseToolIds, SAVED_MAX } from "@common/catalogue/saved-list";
import { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "@common/catalogue/tool-id";
import { CATEGORY_SLUGS, PRICING_VALUES, TOOL_TAGS } from "@common/catalogue/types";
import { LANGUAGES } from "@common/i18n/languages";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { factsView, toolPageView } from "../catalogue/tool-page-view";
import {
  categoryPage,
  directoryPage,
  featuredTools,
  selectedToolData,
  toolPageData,
} from "../db/catalogue/public-reads";
import { database } from "../db/client";
import { publishedPathList, publishedPathPage } from "../db/starter-paths/public-reads";
import { loadTranslations } from "../edge/translations";
import type { AppEnv } from "../env";
import { catalogueCacheControl } from "../lib/catalogue-cache";
import { ApiError } from "../lib/errors";

const CODES = LANGUAGES.map((language) => language.code) as [
  (typeof LANGUAGES)[number]["code"],
  ...(typeof LANGUAGES)[number]["code"][],
];

const lang = z.enum(CODES, { error: "lang must be one of the site's nine language codes" });
const page = z.coerce
  .number({ error: "page must be a whole number" })
  .int({ error: "page must be a whole number" })
  .min(1, { error: "page must be at least 1" })
  .max(MAX_PAGE, { error: `page must be at most ${MAX_PAGE}` })
  .default(1);
const allOr = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.union([z.literal("all"), z.enum(values)], { error: `${name} is not one of its values` }).default("all");

const directoryParams = z.strictObject({
  lang,
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, { error: `q is longer than ${MAX_SEARCH_LENGTH} characters` })
    .default(""),
  category: allOr(CATEGORY_SLUGS, "category"),
  pricing: allOr(PRICING_VALUES, "pricing"),
  tag: allOr(TOOL_TAGS, "tag"),
  language: z.enum(LANGUAGE_FILTERS, { error: "language is not one of its values" }).default("all"),
  sort: z.enum(DIRECTORY_SORTS, { error: "sort is not one of its values" }).default("recommended"),
  page,
});
const categoryParams = z.strictObject({
  lang,
  filter: z.enum(CATEGORY_FILTERS, { error: "filter is not one of its values" }).default("recommended"),
  page,
});
const langOnly = z.strictObject({ lang });
const selectionParams = z.strictObject({
  lang,
  ids: z.string().max(SAVED_MAX * (TOOL_ID_MAX_LENGTH + 1), { error: "ids is too long" }),
});
const slugParam = z.object({ slug: z.enum(CATEGORY_SLUGS, { error: "No category with this slug" }) });
const idParam = z.object({
  id: z.string().max(TOOL_ID_MAX_LENGTH, { error: "Not a tool id" }).regex(TOOL_ID_PATTERN, { error: "Not a tool id" }),
});

/** zValidator answering the API's 400 with the first issue's message. */
function valid<T extends z.ZodType, Target extends "query" | "param">(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      throw new ApiError(400, "bad_request", `${where}${issue?.message ?? "Invalid parameters"}`);
    }
  });
}

/**
 * The public catalogue (docs/decisions/040), GET only and without sign-in: a page of the directory, of a category,
 * a tool with its similar tools, the home page's featured tools, in one of the nine languages. Parameters outside
 * their values answer 400, so every cached answer is under a URL the site itself makes. The edge keeps an answer
 * CATALOGUE_CACHE_SECONDS; browsers ask again.
 */
export const catalogueRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", catalogueCacheControl(c.env));
  })
  .get("/tools", valid("query", directoryParams), async (c) => {
    const { lang, q, category, pricing, tag, language, sort, page } = c.req.valid("query");
    const query = { search: q, category, pricing, tag, language, sort };
    return c.json((await directoryPage(database(c.env.DB), lang, query, page)) satisfies DirectoryPage);
  })
  // A visitor's saved tools or comparison (common/catalogue/saved-list.ts), by id.
  .get("/selection", valid("query", selectionParams), async (c) => {
    const { lang, ids } = c.req.valid("query");
    const data = await selectedToolData(database(c.env.DB), lang, parseToolIds(ids));
    const translations = data.length
      ? await loadTranslations(c.env.ASSETS, new URL(c.req.url).origin, lang, "common")
      : null;
    const tools = data.map((tool) => ({ tool: tool.tool, facts: factsView(tool, lang, translations) }));
    return c.json({ tools } satisfies SelectedTools);
  })
  .get("/tools/:id", valid("param", idParam), valid("query", langOnly), async (c) => {
    const { lang } = c.req.valid("query");
    const found = await toolPageData(database(c.env.DB), lang, c.req.valid("param").id);
    if (!found) throw new ApiError(404, "not_found", "No published tool with this id");
    const translations = await loadTranslations(c.env.ASSETS, new URL(c.req.url).origin, lang, "common");
    return c.json(toolPageView(found, lang, translations) satisfies ToolPage);
  })
  .get("/categories/:slug", valid("param", slugParam), valid("query", categoryParams), async (c) => {
    const { lang, filter, page } = c.req.valid("query");
    const slug = c.req.valid("param").slug;
    return c.json((await categoryPage(database(c.env.DB), lang, slug, filter, page)) satisfies CategoryPage);
  })
  // Starter paths (docs/decisions/048): the published ones in order, and one with its tools.
  .get("/paths", valid("query", langOnly), async (c) => {
    return c.json((await publishedPathList(database(c.env.DB), c.req.valid("query").lang)) satisfies StarterPathList);
  })
  .get("/paths/:id", valid("param", idParam), valid("query", langOnly), async (c) => {
    const found = await publishedPathPage(database(c.env.DB), c.req.valid("query").lang, c.req.valid("param").id);
    if (!found) throw new ApiError(404, "not_found", "No published starter path with this id");
    return c.json(found satisfies StarterPathPage);
  })
  .get("/featured", valid("query", langOnly), async (c) => {
    return c.json((await featuredTools(database(c.env.DB), c.req.valid("query").lang)) satisfies FeaturedTools);
  });
