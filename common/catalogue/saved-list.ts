// Imports name their files: the Worker and the build load this.
import { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "./tool-id.ts";

/**
 * A visitor's saved tools (docs/decisions/047): ids kept in their own browser, no account. The same list travels as
 * `?tools=a,b,c` in a shared link, and two or three of them as the comparison's.
 */
export const SAVED_MAX = 30;
export const SAVED_STORAGE_KEY = "savedTools";
/** The query parameter of a shared list and of a comparison. */
export const TOOLS_PARAM = "tools";
/** A comparison takes two or three tools. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

/** Tool ids from a list's text (`a,b,c`), in order, without repeats or anything that cannot be an id, at most `max`. */
export function parseToolIds(text: string | null | undefined, max = SAVED_MAX): string[] {
  const ids: string[] = [];
  for (const part of (text ?? "").split(",")) {
    const id = part.trim();
    if (id && id.length <= TOOL_ID_MAX_LENGTH && TOOL_ID_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
