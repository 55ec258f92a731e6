import { type LocalizedTool, localizeTool } from "@common/catalogue/localize-tool";
import { tools as catalogue } from "@common/catalogue/tools";
import type { Tool } from "@common/catalogue/types";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The given tools (default: the whole catalogue) with text in the current language. */
export function useLocalizedTools(tools: readonly Tool[] = catalogue): LocalizedTool[] {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const bundle = i18n.getResourceBundle(lng, "tools") as Record<string, unknown> | undefined;
  return useMemo(() => tools.map((tool) => localizeTool(tool, bundle?.[tool.id])), [tools, bundle]);
}
