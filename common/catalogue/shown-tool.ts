// Imports name their files: scripts/seed-revision-migration.ts loads this in Node, without a bundler.
import type { LanguageCode } from "../i18n/languages.ts";
import type { EditableTool, TranslatedText } from "./contract.ts";
import type { Tool } from "./types.ts";

/** The texts of a tool a visitor reads in one language. */
export type ShownText = Pick<Tool, "description" | "bestFor" | "whatItDoes" | "topUseCases" | "example">;

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/**
 * A tool's text in `lang` as the site shows it: SPEC.md §3's fallback to English, field by field and use case by
 * use case, for every field the owner left blank. The one rule the Worker's search rows, the seed's SQL and the
 * tests' expectations share.
 */
export function shownText(tool: EditableTool, lang: LanguageCode): ShownText {
  const english = tool.texts.en;
  const own: TranslatedText | null = lang === "en" ? null : tool.texts[lang];
  const pick = (field: "description" | "bestFor" | "whatItDoes" | "example") => {
    const value = own?.[field];
    return filled(value) ? value : english[field];
  };
  return {
    description: pick("description"),
    bestFor: pick("bestFor"),
    whatItDoes: pick("whatItDoes"),
    topUseCases: english.topUseCases.map((fallback, i) => {
      const value = own?.topUseCases[i];
      return filled(value) ? value : fallback;
    }) as Tool["topUseCases"],
    example: pick("example"),
  };
}

/** A tool as a visitor sees it in `lang`: its facts and its shown text. */
export function shownTool(tool: EditableTool, lang: LanguageCode): Tool {
  return {
    id: tool.id,
    name: tool.name,
    company: tool.company,
    logoText: tool.logoText,
    logoColor: tool.logoColor,
    pricing: tool.pricing,
    rating: tool.rating,
    reviews: tool.reviews,
    tags: tool.tags,
    category: tool.category,
    featured: tool.featured,
    url: tool.url,
    ...(tool.difficulty ? { difficulty: tool.difficulty } : {}),
    freeOption: tool.freeOption,
    ...shownText(tool, lang),
  };
}
