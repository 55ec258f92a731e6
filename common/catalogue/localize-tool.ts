import type { Tool, ToolTextFields } from "./types";

/** A catalogue tool with its text in the visitor's language. */
export type LocalizedTool = Tool;

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() ? value : fallback;
}

/**
 * Replaces a tool's text with the `tools` namespace translation (keyed by tool id) where one exists;
 * any missing or malformed field keeps the English static data (SPEC.md §3). Names and companies never change.
 */
export function localizeTool(tool: Tool, translation: unknown): LocalizedTool {
  if (!translation || typeof translation !== "object") return tool;
  const t = translation as Partial<Record<keyof ToolTextFields, unknown>>;
  const useCases = Array.isArray(t.topUseCases) && t.topUseCases.length === 4 ? t.topUseCases : null;
  return {
    ...tool,
    description: text(t.description, tool.description),
    bestFor: text(t.bestFor, tool.bestFor),
    whatItDoes: text(t.whatItDoes, tool.whatItDoes),
    example: text(t.example, tool.example),
    topUseCases: useCases
      ? (tool.topUseCases.map((fallback, i) => text(useCases[i], fallback)) as Tool["topUseCases"])
      : tool.topUseCases,
  };
}
