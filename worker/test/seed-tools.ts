import type { CatalogueFile } from "@common/catalogue/contract";
import seedFile from "@common/catalogue/seed-catalogue.json";
import { shownTool } from "@common/catalogue/shown-tool";
import type { Tool } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";

/** The seed catalogue (migration 0011) as the site shows it in one language: English where a field is blank. */
export function seedTools(lang: LanguageCode = "en"): Tool[] {
  return (seedFile as CatalogueFile).tools.map((tool) => shownTool(tool, lang));
}

/** The ids of the seed catalogue's tools, in its order. */
export { SEED_TOOL_IDS } from "@common/catalogue/seed-ids";
