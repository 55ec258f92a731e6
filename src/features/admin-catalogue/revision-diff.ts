import type { EditableTool } from "@common/catalogue/contract";

/** One changed value of a revision: where, and what it was and became (undefined: not there). */
export interface ChangedValue {
  path: string;
  before: unknown;
  after: unknown;
}

function valueAt(tool: EditableTool | null, path: string): unknown {
  let value: unknown = tool;
  for (const segment of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** A value's leaves by path: objects and the use cases open up, other arrays (the tags) stay one value. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  const opens = value !== null && typeof value === "object" && (!Array.isArray(value) || path.endsWith("topUseCases"));
  if (!opens) {
    into.set(path, value);
    return;
  }
  for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, into);
}

/**
 * What a revision changed in each of its fields, down to the single values that differ (a field named `texts.de`
 * lists the German fields that changed, not the whole text).
 */
export function changedValues(
  before: EditableTool | null,
  after: EditableTool,
  fields: readonly string[],
): ChangedValue[] {
  const changes: ChangedValue[] = [];
  for (const field of fields) {
    const was = new Map<string, unknown>();
    const now = new Map<string, unknown>();
    leaves(valueAt(before, field), field, was);
    leaves(valueAt(after, field), field, now);
    for (const path of new Set([...was.keys(), ...now.keys()])) {
      if (JSON.stringify(was.get(path)) !== JSON.stringify(now.get(path))) {
        changes.push({ path, before: was.get(path), after: now.get(path) });
      }
    }
  }
  return changes;
}
