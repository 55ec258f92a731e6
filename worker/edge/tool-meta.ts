import { type LocalizedTool, localizeTool } from "@common/catalogue/localize-tool";
import { getTool } from "@common/catalogue/tools";
import type { TranslationTree } from "./translations";

/**
 * A tool of the catalogue with its text in the page's language (the `tools` translations; English where they
 * lack it, or could not be read), for its page head; null for an unknown id.
 */
export function findLocalizedTool(id: string, tools: TranslationTree | null): LocalizedTool | null {
  const tool = getTool(id);
  return tool ? localizeTool(tool, tools?.[id]) : null;
}
