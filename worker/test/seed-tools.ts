import type { CatalogueFile, EditableTool, TranslatedText } from "@common/catalogue/contract";
import seedFile from "@common/catalogue/seed-catalogue.json";
import type { Tool } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";

/** The seed catalogue (migration 0011) as the site shows it in one language: English where a field is blank. */
export function seedTools(lang: LanguageCode = "en"): Tool[] {
  return (seedFile as CatalogueFile).tools.map((tool) => shown(tool, lang));
}

/** The ids of the seed catalogue's tools, in its order. */
export { SEED_TOOL_IDS } from "@common/catalogue/seed-ids";

function shown(tool: EditableTool, lang: LanguageCode): Tool {
  const english = tool.texts.en;
  const own = lang === "en" ? null : (tool.texts[lang] as TranslatedText);
  const or = (value: string | undefined, fallback: string) => (value?.trim() ? value : fallback);
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
    description: or(own?.description, english.description),
    bestFor: or(own?.bestFor, english.bestFor),
    whatItDoes: or(own?.whatItDoes, english.whatItDoes),
    topUseCases: english.topUseCases.map((fallback, i) => or(own?.topUseCases[i], fallback)) as Tool["topUseCases"],
    example: or(own?.example, english.example),
  };
}
