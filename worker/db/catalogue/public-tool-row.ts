import type { CategorySlug, Difficulty, Pricing, Tool, ToolAtAGlance, ToolTag } from "@common/catalogue/types";
import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { type SQL, sql } from "drizzle-orm";

/**
 * A tool's columns in one language as the public reads select them: the facts of `catalogue_tools t`, and each
 * text field from the language's row `l` or, where it is NULL or blank, from the English row `e` (SPEC.md §3). The
 * use cases fall back one by one, so both arrays come back and `toolOfRow` picks per item.
 */
export const LOCALIZED_TOOL_COLUMNS = sql`t.id AS id, t.name AS name, t.company AS company, t.logo_text AS logoText,
  t.logo_color AS logoColor, t.pricing AS pricing, t.rating AS rating, t.reviews AS reviews, t.tags AS tags,
  t.category AS category, t.featured AS featured, t.url AS url, t.difficulty AS difficulty,
  t.free_option AS freeOption,
  coalesce(nullif(trim(l.description), ''), e.description) AS description,
  coalesce(nullif(trim(l.best_for), ''), e.best_for) AS bestFor,
  coalesce(nullif(trim(l.what_it_does), ''), e.what_it_does) AS whatItDoes,
  coalesce(nullif(trim(l.example), ''), e.example) AS example,
  l.top_use_cases AS useCases, e.top_use_cases AS englishUseCases,
  json_extract(t.facts, '$.freePlan.cardRequired') AS glanceCardRequired,
  json_extract(t.facts, '$.languages.supported') AS glanceLanguages`;

/** The text rows a localized tool reads: English always (it has every field), the language's own if there is one. */
export function localizedTextJoins(lang: LanguageCode): SQL {
  return sql`JOIN catalogue_texts e ON e.tool_id = t.id AND e.lang = 'en'
    LEFT JOIN catalogue_texts l ON l.tool_id = t.id AND l.lang = ${lang}`;
}

/** A row of LOCALIZED_TOOL_COLUMNS as D1 returns it. */
export interface LocalizedToolRow {
  id: string;
  name: string;
  company: string;
  logoText: string;
  logoColor: string;
  pricing: string;
  rating: number;
  reviews: number;
  tags: string;
  category: string;
  featured: number;
  url: string;
  difficulty: string | null;
  freeOption: number;
  description: string;
  bestFor: string;
  whatItDoes: string;
  example: string;
  useCases: string | null;
  englishUseCases: string;
  /** From the tool's facts (checked when they were written): "yes", "no" or NULL. */
  glanceCardRequired: string | null;
  /** A JSON array of language codes, or NULL. */
  glanceLanguages: string | null;
}

function stringArray(json: string | null): string[] {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map((item) => (typeof item === "string" ? item : "")) : [];
  } catch {
    return [];
  }
}

/** The four use cases: the language's where it wrote one, the English where it left it blank. */
function topUseCasesOf(localized: string | null, english: string): Tool["topUseCases"] {
  const own = stringArray(localized);
  const fallback = stringArray(english);
  const pick = (i: number) => {
    const text = own[i]?.trim();
    return text ? text : (fallback[i] ?? "");
  };
  return [pick(0), pick(1), pick(2), pick(3)];
}

/** The Tool of a localized row; `difficulty` is left out when it is not set (the category page counts it Beginner). */
export function toolOfRow(row: LocalizedToolRow): Tool {
  const tool: Tool = {
    id: row.id,
    name: row.name,
    company: row.company,
    description: row.description,
    logoText: row.logoText,
    logoColor: row.logoColor,
    pricing: row.pricing as Pricing,
    rating: row.rating,
    reviews: row.reviews,
    tags: stringArray(row.tags) as ToolTag[],
    category: row.category as CategorySlug,
    featured: row.featured === 1,
    url: row.url,
    bestFor: row.bestFor,
    freeOption: row.freeOption === 1,
    whatItDoes: row.whatItDoes,
    topUseCases: topUseCasesOf(row.useCases, row.englishUseCases),
    example: row.example,
  };
  if (row.difficulty !== null) tool.difficulty = row.difficulty as Difficulty;
  const glance = atAGlanceOf(row);
  if (glance) tool.atAGlance = glance;
  return tool;
}

/** What a card summarises of the tool's facts; undefined when the owner filled none of it. */
function atAGlanceOf(row: LocalizedToolRow): ToolAtAGlance | undefined {
  const glance: ToolAtAGlance = {};
  if (row.glanceCardRequired === "yes" || row.glanceCardRequired === "no") glance.cardRequired = row.glanceCardRequired;
  const languages = stringArray(row.glanceLanguages).filter(isLanguageCode);
  if (languages.length) glance.languages = languages;
  return Object.keys(glance).length ? glance : undefined;
}
