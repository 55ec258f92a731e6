import { readFileSync } from "node:fs";
import type { CatalogueFile, EditableTool } from "../../common/catalogue/contract";
import { shownTool } from "../../common/catalogue/shown-tool";
import { CATEGORY_SLUGS, type Tool } from "../../common/catalogue/types";
import type { LanguageCode } from "../../common/i18n/languages";

/**
 * The seed catalogue (migration 0011), which the browser tests' Worker starts with: the tools the public pages show
 * before any spec edits the catalogue.
 */
export const SEED_CATALOGUE = JSON.parse(
  readFileSync(new URL("../../common/catalogue/seed-catalogue.json", import.meta.url), "utf8"),
) as CatalogueFile;

/**
 * The seed's published tools as the site shows them in one language (English where a field is blank, SPEC.md §3),
 * in the directory's Recommended order: the categories in the home page's order, then each tool's position, then id.
 */
export function seedTools(lang: LanguageCode = "en"): Tool[] {
  return inRecommendedOrder(SEED_CATALOGUE.tools.filter((tool) => tool.status === "published")).map((tool) =>
    shownTool(tool, lang),
  );
}

/** Orders editable tools as the directory's Recommended order does: category rank, position, id. */
export function inRecommendedOrder(tools: readonly EditableTool[]): EditableTool[] {
  const rank = (tool: EditableTool) => CATEGORY_SLUGS.indexOf(tool.category);
  return [...tools].sort(
    (a, b) => rank(a) - rank(b) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * A published tool for a spec to add: the first seed tool's facts and texts under a new id and name (the other
 * languages blank, so they show the English), with `changes` on top.
 */
export function newTool(id: string, name: string, changes: Partial<EditableTool> = {}): EditableTool {
  const template = SEED_CATALOGUE.tools[0];
  if (!template) throw new Error("The seed catalogue is empty");
  const blank = { description: "", bestFor: "", whatItDoes: "", topUseCases: ["", "", "", ""], example: "" };
  const texts = Object.fromEntries(
    Object.keys(template.texts).map((lang) => [lang, lang === "en" ? template.texts.en : blank]),
  ) as EditableTool["texts"];
  return { ...template, id, name, featured: false, status: "published", texts, ...changes };
}
