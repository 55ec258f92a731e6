import { sourceHash } from "../i18n/translation-sources.ts";
import {
  ALL_TEXT_FIELDS,
  type AnyTextField,
  type EditableTool,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "./contract.ts";

/**
 * Which English each translated field of a tool was written from (docs/decisions/050, for the catalogue's text in
 * D1): per language, a field's hash of the English it translates, kept in its catalogue_texts row. When the English
 * of a field changes and the translation does not, the editor marks the translation as needing review, until the
 * owner rewrites it or marks the language as checked.
 */
export type TextSources = Partial<Record<AnyTextField, string>>;
export type ToolTextSources = Partial<Record<TranslatedLanguage, TextSources>>;
/** Per language, the fields whose English changed since they were translated. */
export type StaleTexts = Partial<Record<TranslatedLanguage, AnyTextField[]>>;

const fieldText = (tool: EditableTool, lang: "en" | TranslatedLanguage, field: AnyTextField): string => {
  const value = tool.texts[lang][field];
  return Array.isArray(value) ? JSON.stringify(value) : value;
};
const blank = (tool: EditableTool, lang: TranslatedLanguage, field: AnyTextField): boolean => {
  const value = tool.texts[lang][field];
  return Array.isArray(value) ? value.every((item) => item.trim() === "") : value.trim() === "";
};
const englishHash = (tool: EditableTool, field: AnyTextField) => sourceHash(fieldText(tool, "en", field));

/**
 * The sources to store with `after`, saved over `before` (null: a new tool) whose stored sources are `stored`:
 * a translated field written in this save (new, changed, or its language marked as checked in `reviewed`) follows
 * today's English; any other keeps what it followed. A field with no record (stored before sources were kept)
 * is taken to follow the English before this save. A blank field shows the English and has no source.
 */
export function nextTextSources(
  before: EditableTool | null,
  after: EditableTool,
  stored: ToolTextSources,
  reviewed: readonly TranslatedLanguage[],
): ToolTextSources {
  const sources: ToolTextSources = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const kept: TextSources = {};
    for (const field of ALL_TEXT_FIELDS) {
      if (blank(after, lang, field)) continue;
      const written =
        !before || reviewed.includes(lang) || fieldText(before, lang, field) !== fieldText(after, lang, field);
      kept[field] = written ? englishHash(after, field) : (stored[lang]?.[field] ?? englishHash(before, field));
    }
    if (Object.keys(kept).length > 0) sources[lang] = kept;
  }
  return sources;
}

/** The translated fields whose English changed since they were written (none for a field with no record). */
export function staleTexts(tool: EditableTool, sources: ToolTextSources): StaleTexts {
  const stale: StaleTexts = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const fields = ALL_TEXT_FIELDS.filter((field) => {
      const source = sources[lang]?.[field];
      return source !== undefined && !blank(tool, lang, field) && source !== englishHash(tool, field);
    });
    if (fields.length > 0) stale[lang] = fields;
  }
  return stale;
}
