import type { CategoryFilter } from "@common/catalogue/category-filters";
import { RECOMMENDED_COUNT } from "@common/catalogue/category-filters";
import type { ToolStatus } from "@common/catalogue/contract";
import type { DirectoryQuery } from "@common/catalogue/directory-query";
import {
  CATALOGUE_PAGE_SIZE,
  type CategoryPage,
  type DirectoryPage,
  type FeaturedTools,
  type ToolPage,
} from "@common/catalogue/pages";
import { type ShownDate, type ShownFacts, shownFacts } from "@common/catalogue/shown-facts";
import type { CategorySlug, Tool } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { categoryRank } from "../schema";
import { storedFacts } from "./editable-tool";
import { factFormats } from "./fact-formats";
import { type ListOrder, listOrder, TOP_RATED_SCORE } from "./public-order";
import { NEAR_CANDIDATES, nearMatches, nearMatchQuery, type SearchPlan, searchPlan } from "./public-search";
import { LOCALIZED_TOOL_COLUMNS, type LocalizedToolRow, localizedTextJoins, toolOfRow } from "./public-tool-row";

/**
 * The public side of the catalogue in D1 (docs/decisions/040): pages of published tools in a language, never the
 * catalogue. Every listing cuts its page in SQL along an index (migration 0013) and joins the texts of that page
 * only, so a page costs the same at 47 tools as at 10,000; what reads every published tool is a count, the Top
 * rated order (its score depends on the mean of every vote) and a search of one or two characters.
 */

/** How many similar tools a tool page shows (the same rule as the tool page's list in the app). */
export const SIMILAR_TOOLS_COUNT = 6;

/**
 * How many tools of the tool's own category, and of the others, the similar tools are chosen from, in Recommended
 * order: bounds the query at any catalogue size. Up to this many per category it is the app's rule exactly.
 */
export const SIMILAR_CANDIDATES = 200;

/** How many tools the home page's beginner banner shows. */
export const FEATURED_COUNT = 4;

const PUBLISHED = sql`t.status = ${"published" satisfies ToolStatus}`;

/** The rows a read statement gave. */
function rowsOf<T>(result: D1Result): T[] {
  return result.results as T[];
}

async function readRows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.run(query));
}

/** The pages a listing of `matching` tools has: at least 1. */
function pageCountOf(matching: number): number {
  return Math.max(1, Math.ceil(matching / CATALOGUE_PAGE_SIZE));
}

function offsetOf(page: number): number {
  return (page - 1) * CATALOGUE_PAGE_SIZE;
}

/**
 * A page of published tools with their text in `lang`: the tools of `catalogue_tools t` that pass `where`, cut in
 * `order` (an index walk: `limit` rows past `offset`), then joined with their texts and sorted again.
 */
function listQuery(
  lang: LanguageCode,
  where: SQL,
  order: ListOrder,
  limit: number,
  offset = 0,
  from: SQL = sql`catalogue_tools t`,
): SQL {
  const stats = order.withStats ? sql`LEFT JOIN tool_stats s ON s.tool_id = t.id` : sql``;
  const score = order.withStats ? TOP_RATED_SCORE : sql`NULL`;
  return sql`SELECT ${LOCALIZED_TOOL_COLUMNS}
    FROM (SELECT t.*, ${categoryRank} AS category_rank, ${score} AS score
      FROM ${from} ${stats}
      WHERE ${PUBLISHED} AND ${where}
      ORDER BY ${order.inner} LIMIT ${limit} OFFSET ${offset}) t
    ${localizedTextJoins(lang)}
    ORDER BY ${order.outer}`;
}

/** The published tools of `ids` with their text in `lang`, in the order of `ids` (an unpublished one is left out). */
async function localizedTools(db: Database, lang: LanguageCode, ids: readonly string[]): Promise<Tool[]> {
  if (ids.length === 0) return [];
  const rows = await readRows<LocalizedToolRow>(
    db,
    // The list drives the query (CROSS JOIN keeps it the outer loop): a lookup per id, not a walk of the catalogue.
    sql`SELECT ${LOCALIZED_TOOL_COLUMNS} FROM json_each(${JSON.stringify(ids)}) j
      CROSS JOIN catalogue_tools t ON t.id = j.value ${localizedTextJoins(lang)}
      WHERE ${PUBLISHED}`,
  );
  const byId = new Map(rows.map((row) => [row.id, toolOfRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------------------------------------------------------
// The directory

/**
 * The tools whose text in `lang` contains the search (SPEC.md §5's substring, folded as the index is), as the
 * table a search's listing starts from: the index's matches drive the query (CROSS JOIN keeps them the outer
 * loop), so a search reads its matches rather than walking the catalogue in order looking for them.
 */
function exactMatches(lang: LanguageCode, plan: Exclude<SearchPlan, { kind: "none" }>): SQL {
  const matches =
    plan.kind === "short"
      ? sql`SELECT tool_id FROM catalogue_search WHERE lang = ${lang} AND instr(body, ${plan.text}) > 0`
      : sql`SELECT tool_id FROM catalogue_search WHERE catalogue_search MATCH ${plan.phrase} AND lang = ${lang}`;
  return sql`(${matches}) m CROSS JOIN catalogue_tools t ON t.id = m.tool_id`;
}

/** Whether a filter is set (the order does not change what matches). */
function isFiltered(query: DirectoryQuery): boolean {
  return query.category !== "all" || query.pricing !== "all" || query.tag !== "all" || query.language !== "all";
}

/**
 * The directory's filters: all must hold (SPEC.md §5's three, and "works in my language": the tool's interface is in
 * the page's language, an index lookup in catalogue_tool_languages).
 */
function directoryFilters(query: DirectoryQuery, lang: LanguageCode): SQL {
  const conditions: SQL[] = [sql`1`];
  if (query.language === "mine") {
    conditions.push(sql`t.id IN (SELECT tool_id FROM catalogue_tool_languages WHERE lang = ${lang})`);
  }
  if (query.category !== "all") conditions.push(sql`t.category = ${query.category}`);
  if (query.pricing !== "all") conditions.push(sql`t.pricing = ${query.pricing}`);
  if (query.tag !== "all") conditions.push(sql`EXISTS (SELECT 1 FROM json_each(t.tags) WHERE value = ${query.tag})`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The directory's two counts: the tools that match, and all published tools. The plain listing matches them all,
 * so it counts once (over the status index) instead of twice.
 */
function countsQuery(where: SQL, from: SQL, narrowed: boolean): SQL {
  if (!narrowed) return sql`SELECT count(*) AS matching, count(*) AS total FROM catalogue_tools t WHERE ${PUBLISHED}`;
  return sql`SELECT
    (SELECT count(*) FROM ${from} WHERE ${PUBLISHED} AND ${where}) AS matching,
    (SELECT count(*) FROM catalogue_tools t WHERE ${PUBLISHED}) AS total`;
}

/**
 * The tools only the forgiving search finds, in the order they are listed after the exact matches: the candidates
 * of the trigram index that share most of the query's trigrams (public-search.ts) and pass the filters; best match
 * first under Recommended, in the chosen order otherwise (as the app lists them).
 */
async function nearMatchTools(
  db: Database,
  lang: LanguageCode,
  query: DirectoryQuery,
  plan: Extract<SearchPlan, { kind: "trigram" }>,
): Promise<string[]> {
  const candidates = await readRows<{ toolId: string; body: string }>(
    db,
    sql`SELECT tool_id AS toolId, body FROM catalogue_search
      WHERE catalogue_search MATCH ${nearMatchQuery(plan.trigrams)} AND lang = ${lang}
      ORDER BY rank LIMIT ${NEAR_CANDIDATES}`,
  );
  const near = nearMatches(candidates, plan);
  if (near.length === 0) return [];
  const order = listOrder(query.sort, { withinCategory: query.category !== "all" });
  const stats = order.withStats ? sql`LEFT JOIN tool_stats s ON s.tool_id = t.id` : sql``;
  const score = order.withStats ? TOP_RATED_SCORE : sql`NULL`;
  const kept = await readRows<{ id: string }>(
    db,
    sql`SELECT t.id AS id FROM (SELECT t.*, ${categoryRank} AS category_rank, ${score} AS score
        FROM json_each(${JSON.stringify(near.map((n) => n.toolId))}) j
        CROSS JOIN catalogue_tools t ON t.id = j.value ${stats}
        WHERE ${PUBLISHED} AND ${directoryFilters(query, lang)}) t
      ORDER BY ${order.outer}`,
  );
  const ids = kept.map((row) => row.id);
  if (query.sort !== "recommended") return ids;
  const passed = new Set(ids);
  return near.map((n) => n.toolId).filter((id) => passed.has(id));
}

/**
 * `GET /api/catalogue/tools`: a page of the directory. With a search, the exact matches come first in the chosen
 * order; when they are fewer than a page, the near matches (a typo) follow them, and the pages run on through them.
 */
export async function directoryPage(
  db: Database,
  lang: LanguageCode,
  query: DirectoryQuery,
  page: number,
): Promise<DirectoryPage> {
  const plan = searchPlan(query.search);
  const where = directoryFilters(query, lang);
  const from = plan.kind === "none" ? sql`catalogue_tools t` : exactMatches(lang, plan);
  const order = listOrder(query.sort, { withinCategory: query.category !== "all" });
  const [countsResult, pageResult] = await Promise.all([
    db.run(countsQuery(where, from, plan.kind !== "none" || isFiltered(query))),
    db.run(listQuery(lang, where, order, CATALOGUE_PAGE_SIZE, offsetOf(page), from)),
  ]);
  const [counts] = rowsOf<{ matching: number; total: number }>(countsResult);
  const exactCount = counts?.matching ?? 0;
  const total = counts?.total ?? 0;
  let tools = rowsOf<LocalizedToolRow>(pageResult).map(toolOfRow);
  let matching = exactCount;

  if (plan.kind === "trigram" && exactCount < CATALOGUE_PAGE_SIZE) {
    const near = await nearMatchTools(db, lang, query, plan);
    matching += near.length;
    // Page 1 holds every exact match and the first near ones; later pages only near ones.
    const from = Math.max(0, offsetOf(page) - exactCount);
    const room = page === 1 ? CATALOGUE_PAGE_SIZE - exactCount : CATALOGUE_PAGE_SIZE;
    tools = [...tools, ...(await localizedTools(db, lang, near.slice(from, from + room)))];
  }
  return { query, tools, matching, total, page, pageCount: pageCountOf(matching) };
}

// ---------------------------------------------------------------------------------------------------------------
// A category

/** The category page's filters (common/catalogue/category-filters.ts) as SQL; a missing difficulty is Beginner. */
function categoryFilter(filter: CategoryFilter): SQL {
  switch (filter) {
    case "recommended":
    case "all":
      return sql`1`;
    case "free":
      return sql`t.pricing = 'free'`;
    case "beginner":
      return sql`(t.difficulty IS NULL OR t.difficulty = 'Beginner')`;
    case "advanced":
      return sql`t.difficulty = 'Advanced'`;
  }
}

/**
 * `GET /api/catalogue/categories/:slug`: a page of a category under one of its filters, in the category's order.
 * `total` is the category's published tools, `matching` those the filter keeps; Recommended is the first
 * RECOMMENDED_COUNT, on one page.
 */
export async function categoryPage(
  db: Database,
  lang: LanguageCode,
  slug: CategorySlug,
  filter: CategoryFilter,
  page: number,
): Promise<CategoryPage> {
  const inCategory = sql`t.category = ${slug}`;
  const recommended = filter === "recommended";
  const where = sql`${inCategory} AND ${categoryFilter(filter)}`;
  const order = listOrder("recommended", { withinCategory: true });
  const [countsResult, pageResult] = await Promise.all([
    db.run(sql`SELECT count(*) AS total, coalesce(sum(CASE WHEN ${categoryFilter(filter)} THEN 1 ELSE 0 END), 0) AS matching
      FROM catalogue_tools t WHERE ${PUBLISHED} AND ${inCategory}`),
    db.run(
      recommended
        ? listQuery(lang, where, order, RECOMMENDED_COUNT)
        : listQuery(lang, where, order, CATALOGUE_PAGE_SIZE, offsetOf(page)),
    ),
  ]);
  const [counts] = rowsOf<{ matching: number; total: number }>(countsResult);
  const total = counts?.total ?? 0;
  const matching = recommended ? Math.min(RECOMMENDED_COUNT, total) : (counts?.matching ?? 0);
  return {
    category: slug,
    filter,
    tools: rowsOf<LocalizedToolRow>(pageResult).map(toolOfRow),
    matching,
    total,
    page: recommended ? 1 : page,
    pageCount: recommended ? 1 : pageCountOf(matching),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A tool

/**
 * The tools a tool page suggests (the app's rule: same category first, then most shared tags, ties in
 * Recommended order; a tool sharing neither is no suggestion), chosen among the first SIMILAR_CANDIDATES of its
 * category and of the other categories, so the query is bounded.
 */
function similarQuery(lang: LanguageCode, id: string): SQL {
  return sql`WITH me AS (SELECT id AS me_id, category AS me_category, tags AS me_tags
        FROM catalogue_tools WHERE id = ${id} AND status = 'published'),
      same AS (SELECT t.id, t.tags, t.position, ${categoryRank} AS category_rank, 1 AS same_category
        FROM catalogue_tools t, me WHERE ${PUBLISHED} AND t.category = me_category AND t.id <> me_id
        ORDER BY t.position, t.id LIMIT ${SIMILAR_CANDIDATES}),
      other AS (SELECT t.id, t.tags, t.position, ${categoryRank} AS category_rank, 0 AS same_category
        FROM catalogue_tools t, me WHERE ${PUBLISHED} AND t.category <> me_category
        ORDER BY ${categoryRank}, t.position, t.id LIMIT ${SIMILAR_CANDIDATES}),
      scored AS (SELECT c.*, (SELECT count(*) FROM json_each(c.tags) a
          WHERE instr(me_tags, json_quote(a.value)) > 0) AS shared
        FROM (SELECT * FROM same UNION ALL SELECT * FROM other) c, me),
      chosen AS (SELECT * FROM scored WHERE same_category = 1 OR shared > 0
        ORDER BY same_category DESC, shared DESC, category_rank, position, id LIMIT ${SIMILAR_TOOLS_COUNT})
    SELECT ${LOCALIZED_TOOL_COLUMNS} FROM chosen c JOIN catalogue_tools t ON t.id = c.id ${localizedTextJoins(lang)}
    ORDER BY c.same_category DESC, c.shared DESC, c.category_rank, c.position, c.id`;
}

/** A tool page's data: the tool, its similar tools, its facts and its last successful link check. */
export interface ToolPageData extends Omit<ToolPage, "facts"> {
  facts: ShownFacts;
  linkChecked: ShownDate | null;
}

/**
 * A published tool in `lang`, its similar tools and its facts; null for any other id. The public answer writes the
 * facts out with the language's words (worker/catalogue/tool-page-view.ts).
 */
export async function toolPageData(db: Database, lang: LanguageCode, id: string): Promise<ToolPageData | null> {
  const [toolResult, similarResult] = await Promise.all([
    // With the tool page's own columns: its beginner facts, the free plan's limits in the language (or English),
    // and the last check of its current address that reached a page.
    db.run(sql`SELECT ${LOCALIZED_TOOL_COLUMNS}, t.facts AS facts,
        coalesce(nullif(trim(l.free_limits), ''), e.free_limits, '') AS freeLimits,
        (SELECT c.checked_at FROM link_checks c WHERE c.tool_id = t.id AND c.url = t.url
          AND c.outcome IN ('ok', 'moved')) AS linkCheckedAt
      FROM catalogue_tools t ${localizedTextJoins(lang)}
      WHERE ${PUBLISHED} AND t.id = ${id}`),
    db.run(similarQuery(lang, id)),
  ]);
  const [row] = rowsOf<LocalizedToolRow & { facts: string | null; freeLimits: string; linkCheckedAt: string | null }>(
    toolResult,
  );
  if (!row) return null;
  const tool = toolOfRow(row);
  const formats = factFormats(lang);
  const linkDay = row.linkCheckedAt?.slice(0, 10) ?? null;
  return {
    tool,
    similar: rowsOf<LocalizedToolRow>(similarResult).map(toolOfRow),
    facts: shownFacts(storedFacts(row.facts), tool.freeOption, row.freeLimits, formats),
    linkChecked: linkDay ? { iso: linkDay, label: formats.date(linkDay) } : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The home page

/**
 * `GET /api/catalogue/featured`: the home page's beginner banner, the owner's choice through the data: the first
 * FEATURED_COUNT published tools marked featured whose difficulty is Beginner (or not set), in Recommended order.
 */
export async function featuredTools(db: Database, lang: LanguageCode): Promise<FeaturedTools> {
  const rows = await readRows<LocalizedToolRow>(
    db,
    sql`SELECT ${LOCALIZED_TOOL_COLUMNS} FROM catalogue_tools t ${localizedTextJoins(lang)}
      WHERE ${PUBLISHED} AND t.featured = 1 AND (t.difficulty IS NULL OR t.difficulty = 'Beginner')
      ORDER BY ${categoryRank}, t.position, t.id LIMIT ${FEATURED_COUNT}`,
  );
  return { tools: rows.map(toolOfRow) };
}

// ---------------------------------------------------------------------------------------------------------------
// Ids: the sitemap, votes and clicks, old and archived tool pages

/** How many tools are published (the sitemap's size). */
export async function publishedToolCount(db: Database): Promise<number> {
  const [row] = await readRows<{ n: number }>(db, sql`SELECT count(*) AS n FROM catalogue_tools t WHERE ${PUBLISHED}`);
  return row?.n ?? 0;
}

/** Published tool ids in Recommended order (an index walk), `limit` from `offset`: one child sitemap's share. */
export async function publishedToolIds(db: Database, offset: number, limit: number): Promise<string[]> {
  const rows = await readRows<{ id: string }>(
    db,
    sql`SELECT t.id AS id FROM catalogue_tools t WHERE ${PUBLISHED}
      ORDER BY ${categoryRank}, t.position, t.id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => row.id);
}

/** A tool's status, or null when no tool has this id. */
export async function toolStatus(db: Database, id: string): Promise<ToolStatus | null> {
  const [row] = await readRows<{ status: ToolStatus }>(db, sql`SELECT status FROM catalogue_tools WHERE id = ${id}`);
  return row?.status ?? null;
}

/** True when `id` is a published tool: what a vote, a vote's stats and a reported click must name. */
export async function isPublishedTool(db: Database, id: string): Promise<boolean> {
  return (await toolStatus(db, id)) === "published";
}

/** True when `id` is an archived tool: its page answers 410 Gone rather than 404. */
export async function isArchivedTool(db: Database, id: string): Promise<boolean> {
  return (await toolStatus(db, id)) === "archived";
}

/** The id an old (renamed) tool id now answers as, or null when it is no old id. */
export async function redirectTarget(db: Database, id: string): Promise<string | null> {
  const [row] = await readRows<{ toId: string }>(
    db,
    sql`SELECT to_id AS toId FROM catalogue_redirects WHERE from_id = ${id}`,
  );
  return row?.toId ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The feeds

/** A new tool as the feeds list it: the tool in `lang` and when it was added to the catalogue. */
export interface NewTool {
  tool: Tool;
  createdAt: string;
}

/** The `limit` most recently added published tools in `lang`, newest first, along the (status, created_at) index. */
export async function newestTools(db: Database, lang: LanguageCode, limit: number): Promise<NewTool[]> {
  const rows = await readRows<LocalizedToolRow & { createdAt: string }>(
    db,
    sql`SELECT ${LOCALIZED_TOOL_COLUMNS}, t.created_at AS createdAt
      FROM (SELECT id FROM catalogue_tools WHERE status = 'published' ORDER BY created_at DESC, id LIMIT ${limit}) n
      CROSS JOIN catalogue_tools t ON t.id = n.id ${localizedTextJoins(lang)}
      ORDER BY t.created_at DESC, t.id`,
  );
  return rows.map((row) => ({ tool: toolOfRow(row), createdAt: row.createdAt }));
}

/**
 * The first `perCategory` published tools of each category in its Recommended order, in `lang`, categories in the
 * home page's order: what `/llms.txt` lists. One query along the (status, category, position, id) index, so it reads
 * 13 × perCategory rows whatever the catalogue's size.
 */
export async function leadingToolsByCategory(db: Database, lang: LanguageCode, perCategory: number): Promise<Tool[]> {
  const rows = await readRows<LocalizedToolRow>(
    db,
    sql`WITH lead AS (SELECT id,
        row_number() OVER (PARTITION BY category ORDER BY position, id) AS n
        FROM catalogue_tools WHERE status = 'published')
      SELECT ${LOCALIZED_TOOL_COLUMNS} FROM lead x CROSS JOIN catalogue_tools t ON t.id = x.id ${localizedTextJoins(lang)}
      WHERE x.n <= ${perCategory}
      ORDER BY ${categoryRank}, t.position, t.id`,
  );
  return rows.map(toolOfRow);
}

/**
 * `GET /api/catalogue/selection?ids=`: the published tools of a visitor's saved list or comparison in `lang`, in the
 * list's order (a tool no longer published is left out), each with its facts for the comparison. A lookup per id.
 */
export async function selectedToolData(
  db: Database,
  lang: LanguageCode,
  ids: readonly string[],
): Promise<ToolPageData[]> {
  if (ids.length === 0) return [];
  const rows = await readRows<LocalizedToolRow & { facts: string | null; freeLimits: string }>(
    db,
    sql`SELECT ${LOCALIZED_TOOL_COLUMNS}, t.facts AS facts,
        coalesce(nullif(trim(l.free_limits), ''), e.free_limits, '') AS freeLimits
      FROM json_each(${JSON.stringify(ids)}) j
      CROSS JOIN catalogue_tools t ON t.id = j.value ${localizedTextJoins(lang)}
      WHERE ${PUBLISHED}`,
  );
  const formats = factFormats(lang);
  const byId = new Map(
    rows.map((row) => {
      const tool = toolOfRow(row);
      const facts = shownFacts(storedFacts(row.facts), tool.freeOption, row.freeLimits, formats);
      return [row.id, { tool, similar: [], facts, linkChecked: null } satisfies ToolPageData];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Published tools by id in `lang`, in the order of `ids`; an id that is not published is left out. */
export async function publishedToolsByIds(db: Database, lang: LanguageCode, ids: readonly string[]): Promise<Tool[]> {
  if (ids.length === 0) return [];
  const rows = await readRows<LocalizedToolRow>(
    db,
    sql`SELECT ${LOCALIZED_TOOL_COLUMNS}
      FROM json_each(${JSON.stringify(ids)}) j
      CROSS JOIN catalogue_tools t ON t.id = j.value ${localizedTextJoins(lang)}
      WHERE ${PUBLISHED}`,
  );
  const byId = new Map(rows.map((row) => [row.id, toolOfRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The names of the published tools among `ids`, by id (one read along the primary key, whatever their number). */
export async function publishedToolNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await readRows<{ id: string; name: string }>(
    db,
    sql`SELECT t.id AS id, t.name AS name FROM json_each(${JSON.stringify(ids)}) j
      CROSS JOIN catalogue_tools t ON t.id = j.value WHERE ${PUBLISHED}`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
