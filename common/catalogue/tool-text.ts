import type { Tool, ToolTextFields } from "./types";

/** The translatable text of a tool: its `tools` namespace entry (public/locales/{lng}/tools.json). */
export function toolTextFields(tool: Tool): ToolTextFields {
  return {
    description: tool.description,
    bestFor: tool.bestFor,
    whatItDoes: tool.whatItDoes,
    topUseCases: tool.topUseCases,
    example: tool.example,
  };
}
