import { getCategory } from "@common/catalogue/categories";
import { parseCategoryFilter } from "@common/catalogue/category-filters";
import { parseDirectoryQuery } from "@common/catalogue/directory-query";
import type { CataloguePageData, CataloguePageKind } from "@common/catalogue/page-data";
import { parsePageNumber } from "@common/catalogue/pages";
import type { LanguageCode } from "@common/i18n/languages";
import { toolPageView } from "../catalogue/tool-page-view";
import { categoryPage, directoryPage, featuredTools, toolPageData } from "../db/catalogue/public-reads";
import type { Database } from "../db/client";
import { publishedPathList, publishedPathPage } from "../db/starter-paths/public-reads";
import type { TranslationTree } from "./translations";

/**
 * Reads from D1 what a catalogue page's first render shows, for its URL: a page of the directory for its query,
 * a page of a category under its filter, a tool with its similar tools, or the home page's banner. Null for a
 * category that does not exist (the page is not found).
 */
export async function readCataloguePageData(
  db: Database,
  lang: LanguageCode,
  kind: CataloguePageKind,
  param: string | undefined,
  search: URLSearchParams,
  /** The language's translations, which write a tool page's facts out. */
  translations: TranslationTree | null,
): Promise<CataloguePageData | null> {
  switch (kind) {
    case "home":
      return { kind, featured: await featuredTools(db, lang) };
    case "tools": {
      const query = parseDirectoryQuery(search);
      const page = parsePageNumber(search);
      return { kind, query, page, directory: await directoryPage(db, lang, query, page) };
    }
    case "category": {
      const category = getCategory(param ?? "");
      if (!category) return null;
      const filter = parseCategoryFilter(search);
      const page = parsePageNumber(search);
      return {
        kind,
        category: category.slug,
        filter,
        page,
        listing: await categoryPage(db, lang, category.slug, filter, page),
      };
    }
    case "tool": {
      const id = param ?? "";
      const found = await toolPageData(db, lang, id);
      return { kind, id, toolPage: found && toolPageView(found, lang, translations) };
    }
    case "paths":
      return { kind, list: await publishedPathList(db, lang) };
    case "starter-path": {
      const id = param ?? "";
      return { kind, id, pathPage: await publishedPathPage(db, lang, id) };
    }
  }
}
