// A plain module, kept apart from the zod schemas in insights.ts so the directory can normalise a term the same
// way the Worker does without loading zod or the catalogue.

/** A search term is recorded trimmed, with single spaces and lower-cased, when it is this long (characters). */
export const SEARCH_TERM_LENGTH = { min: 2, max: 64 } as const;

/** Normalises a typed search as it is recorded; null when it is too short or too long to record. */
export function recordableSearchTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
  const length = [...term].length;
  return length >= SEARCH_TERM_LENGTH.min && length <= SEARCH_TERM_LENGTH.max ? term : null;
}
