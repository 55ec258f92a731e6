import {
  ALL_TEXT_FIELDS,
  blankTranslation,
  type EditableTool,
  type EnglishText,
  type ToolTexts,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type TranslatedText,
} from "@common/catalogue/contract";
import { searchBody } from "@common/catalogue/search-text";
import { shownText } from "@common/catalogue/shown-tool";
import type { TextSources, ToolTextSources } from "@common/catalogue/text-sources";
import {
  emptyFacts,
  FACT_GROUPS,
  oldestConfirmation,
  type ToolFactGroups,
  toolFactGroupsSchema,
} from "@common/catalogue/tool-facts";
import type { CategorySlug, Difficulty, Pricing, ToolTag } from "@common/catalogue/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import type { catalogueTexts, catalogueTools } from "../schema";

/**
 * Between the catalogue's D1 rows and the editor's tool (EditableTool), both ways: the one place that knows how a
 * tool is laid out in catalogue_tools and catalogue_texts. Another language's blank field is stored as NULL (it
 * falls back to English); its use cases as a JSON array with "" for the blank ones, or NULL when all four are blank.
 */

export type ToolRow = typeof catalogueTools.$inferSelect;
export type TextRow = typeof catalogueTexts.$inferSelect;

/** A tool's catalogue_tools row, without the times the writer sets. */
export type ToolFactsRow = Omit<ToolRow, "createdAt" | "updatedAt">;

/** A tool's catalogue_tools row (drizzle's field names; the writer sets the times). */
export function toolRow(tool: EditableTool): ToolFactsRow {
  return {
    id: tool.id,
    name: tool.name,
    company: tool.company,
    logoText: tool.logoText,
    logoColor: tool.logoColor,
    pricing: tool.pricing,
    rating: tool.rating,
    reviews: tool.reviews,
    tags: JSON.stringify(tool.tags),
    category: tool.category,
    featured: tool.featured,
    url: tool.url,
    difficulty: tool.difficulty,
    freeOption: tool.freeOption,
    status: tool.status,
    position: tool.position,
    facts: JSON.stringify(tool.facts),
    factsCheckedOn: oldestConfirmation(tool.facts, tool.texts.en.freeLimits !== ""),
  };
}

/** A stored facts column: NULL (a tool written before the facts existed) or anything unreadable is "none known". */
export function storedFacts(json: string | null): ToolFactGroups {
  if (json === null) return emptyFacts();
  try {
    const parsed = toolFactGroupsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : emptyFacts();
  } catch {
    return emptyFacts();
  }
}

const blankToNull = (value: string): string | null => (value === "" ? null : value);

/** A tool's nine catalogue_texts rows (drizzle's field names), each translation with the English it follows. */
export function textRows(tool: EditableTool, sources: ToolTextSources = {}): TextRow[] {
  return LANGUAGE_CODES.map((lang) => {
    const text: TranslatedText = tool.texts[lang];
    const followed = lang === "en" ? undefined : sources[lang];
    const useCases = text.topUseCases.every((useCase) => useCase === "") ? null : JSON.stringify(text.topUseCases);
    return {
      toolId: tool.id,
      lang,
      description: blankToNull(text.description),
      bestFor: blankToNull(text.bestFor),
      whatItDoes: blankToNull(text.whatItDoes),
      topUseCases: useCases,
      example: blankToNull(text.example),
      freeLimits: blankToNull(text.freeLimits),
      sources: followed ? JSON.stringify(followed) : null,
    };
  });
}

/** The sources kept in a tool's text rows; a row without any (or unreadable) has none. */
export function storedTextSources(rows: readonly TextRow[]): ToolTextSources {
  const sources: ToolTextSources = {};
  for (const row of rows) {
    if (row.lang === "en" || row.sources === null) continue;
    try {
      const parsed: unknown = JSON.parse(row.sources);
      if (parsed && typeof parsed === "object") sources[row.lang as TranslatedLanguage] = parsed as TextSources;
    } catch {
      // An unreadable record is no record: the field is taken to follow the English before the next save.
    }
  }
  return sources;
}

function parseUseCases(value: string | null): [string, string, string, string] {
  if (value === null) return ["", "", "", ""];
  const parsed: unknown = JSON.parse(value);
  const list = Array.isArray(parsed) ? parsed.map((item) => (typeof item === "string" ? item : "")) : [];
  return [list[0] ?? "", list[1] ?? "", list[2] ?? "", list[3] ?? ""];
}

function textOf(row: TextRow | undefined): TranslatedText {
  if (!row) return blankTranslation();
  return {
    description: row.description ?? "",
    bestFor: row.bestFor ?? "",
    whatItDoes: row.whatItDoes ?? "",
    topUseCases: parseUseCases(row.topUseCases),
    example: row.example ?? "",
    freeLimits: row.freeLimits ?? "",
  };
}

/** The editor's tool from its catalogue_tools row and its catalogue_texts rows (any order; missing = blank). */
export function editableToolFromRows(tool: ToolRow, texts: readonly TextRow[]): EditableTool {
  const byLang = new Map(texts.map((row) => [row.lang, row]));
  const translated = Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, textOf(byLang.get(lang))]));
  return {
    id: tool.id,
    name: tool.name,
    company: tool.company,
    logoText: tool.logoText,
    logoColor: tool.logoColor as EditableTool["logoColor"],
    pricing: tool.pricing as Pricing,
    rating: tool.rating,
    reviews: tool.reviews,
    tags: JSON.parse(tool.tags) as ToolTag[],
    category: tool.category as CategorySlug,
    featured: tool.featured,
    url: tool.url,
    difficulty: (tool.difficulty ?? null) as Difficulty | null,
    freeOption: tool.freeOption,
    status: tool.status as EditableTool["status"],
    position: tool.position,
    texts: { en: textOf(byLang.get("en")) as EnglishText, ...translated } as ToolTexts,
    facts: storedFacts(tool.facts),
  };
}

/**
 * The same tool as it reads back once stored: its fields in the rows' order and nothing the rows do not keep, so
 * two tools are the same when their JSON is.
 */
export function canonicalTool(tool: EditableTool): EditableTool {
  return editableToolFromRows({ ...toolRow(tool), createdAt: "", updatedAt: "" }, textRows(tool));
}

/** True when storing `b` over `a` would change nothing. */
export function sameTool(a: EditableTool, b: EditableTool): boolean {
  return JSON.stringify(canonicalTool(a)) === JSON.stringify(canonicalTool(b));
}

/** The top-level fields of a tool the history names one by one (the texts are named per language and field). */
const FACT_FIELDS = [
  "id",
  "name",
  "company",
  "logoText",
  "logoColor",
  "pricing",
  "rating",
  "reviews",
  "tags",
  "category",
  "featured",
  "url",
  "difficulty",
  "freeOption",
  "status",
  "position",
] as const satisfies readonly (keyof EditableTool)[];

/**
 * What a write changes: the facts by name (`tags`), the beginner facts by group (`facts.privacy`) and the texts by
 * language and field (`texts.de.example`). A new tool (no `before`) changes every field it has.
 */
export function changedFields(before: EditableTool | null, after: EditableTool): string[] {
  const a = canonicalTool(after);
  const b = before && canonicalTool(before);
  const differs = (x: unknown, y: unknown) => JSON.stringify(x) !== JSON.stringify(y);
  const facts = FACT_FIELDS.filter((field) => !b || differs(b[field], a[field]));
  const texts = LANGUAGE_CODES.flatMap((lang) =>
    ALL_TEXT_FIELDS.filter((field) => {
      const value = a.texts[lang][field];
      return b ? differs(b.texts[lang][field], value) : JSON.stringify(value) !== JSON.stringify(blank(field));
    }).map((field) => `texts.${lang}.${field}`),
  );
  const empty = emptyFacts();
  const groups = FACT_GROUPS.filter((group) => differs(b ? b.facts[group] : empty[group], a.facts[group])).map(
    (group) => `facts.${group}`,
  );
  return [...facts, ...groups, ...texts];
}

function blank(field: (typeof ALL_TEXT_FIELDS)[number]): unknown {
  return blankTranslation()[field];
}

/** The tool's nine catalogue_search bodies, by language (docs/decisions/040). */
export function searchBodies(tool: EditableTool): Record<LanguageCode, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      searchBody({ name: tool.name, company: tool.company, ...shownText(tool, lang) }),
    ]),
  ) as Record<LanguageCode, string>;
}
