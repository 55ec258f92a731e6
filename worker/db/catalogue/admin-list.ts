import { ADMIN_TOOLS_PAGE_SIZE, type AdminToolList, type AdminToolsQuery } from "@common/catalogue/admin-api";
import { TEXT_FIELD_COUNT, translatedFieldCount } from "@common/catalogue/contract";
import type { CategorySlug } from "@common/catalogue/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueTools } from "../schema";
import { catalogueOrder } from "./catalogue-order";
import { editableToolFromRows } from "./editable-tool";
import { textsOf } from "./load-tools";

/**
 * A language's text is incomplete when its row is missing or any of its eight fields is blank (a NULL field, NULL
 * use cases or a blank one among them). English is always complete: the contract requires every field.
 */
function incompleteIn(lang: LanguageCode): SQL {
  if (lang === "en") return sql`0`;
  return sql`NOT EXISTS (SELECT 1 FROM catalogue_texts x WHERE x.tool_id = catalogue_tools.id AND x.lang = ${lang}
    AND x.description IS NOT NULL AND x.best_for IS NOT NULL AND x.what_it_does IS NOT NULL
    AND x.example IS NOT NULL AND x.top_use_cases IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM json_each(x.top_use_cases) u WHERE u.value = ''))`;
}

/**
 * The dashboard's list: tools matching the filters in the catalogue's order, a page of ADMIN_TOOLS_PAGE_SIZE, with
 * how much of each language is written. `q` matches a part of the id, name or company, ignoring case.
 */
export async function listAdminTools(db: Database, query: AdminToolsQuery): Promise<AdminToolList> {
  const needle = query.q.toLowerCase();
  const where = and(
    needle
      ? sql`instr(lower(${catalogueTools.id} || char(10) || ${catalogueTools.name} || char(10) || ${catalogueTools.company}), ${needle}) > 0`
      : undefined,
    query.category ? sql`${catalogueTools.category} = ${query.category}` : undefined,
    query.status ? sql`${catalogueTools.status} = ${query.status}` : undefined,
    query.incomplete ? incompleteIn(query.incomplete) : undefined,
  );
  const [[count], rows] = await db.batch([
    db.select({ n: sql<number>`count(*)` }).from(catalogueTools).where(where),
    db
      .select()
      .from(catalogueTools)
      .where(where)
      .orderBy(catalogueOrder)
      .limit(ADMIN_TOOLS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_TOOLS_PAGE_SIZE),
  ]);
  const matching = count?.n ?? 0;
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    tools: rows.map((row) => {
      const tool = editableToolFromRows(
        row,
        texts.filter((text) => text.toolId === row.id),
      );
      const languages = Object.fromEntries(
        LANGUAGE_CODES.map((lang) => [lang, lang === "en" ? TEXT_FIELD_COUNT : translatedFieldCount(tool.texts[lang])]),
      ) as Record<LanguageCode, number>;
      return {
        id: row.id,
        name: row.name,
        company: row.company,
        category: row.category as CategorySlug,
        status: tool.status,
        featured: row.featured,
        updatedAt: row.updatedAt,
        languages,
      };
    }),
    matching,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(matching / ADMIN_TOOLS_PAGE_SIZE)),
  };
}
