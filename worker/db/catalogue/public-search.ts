import { foldForSearch } from "@common/catalogue/search-text";

/**
 * The directory's search (SPEC.md §5, docs/decisions/040) over the trigram index of migration 0010: the query is
 * folded as the index's text is, then matched as a substring. The trigram tokenizer finds substrings of three
 * characters or more; a shorter search (a two-character Chinese word) is a substring test over the language's
 * rows. When the substring finds less than a page, tools sharing most of the query's trigrams are added after it,
 * so a typo still finds the tool.
 */

/** The shortest search the trigram index answers; shorter ones are matched with instr(). */
export const TRIGRAM_LENGTH = 3;

/** How many index rows the forgiving search scores, best bm25 first: enough for a page of near matches. */
export const NEAR_CANDIDATES = 200;

/**
 * The share of the query's trigrams a tool's text must contain to count as a near match. A one-letter typo in a
 * name breaks at most three of its trigrams: "chatgtp" keeps 3 of 5 of ChatGPT's, "midjurney" 5 of 7 of
 * Midjourney's, "grammerly" 4 of 7 of Grammarly's (0.57), while a text that merely says "chat" keeps 2 of
 * "chatgtp"'s 5 (0.4) and "zzzz" none.
 */
export const NEAR_MATCH_SHARE = 0.55;

/** A search as the index sees it: folded, and how it is matched. */
export type SearchPlan =
  | { kind: "none" }
  /** 1 or 2 characters: `instr(body, text)` over the language's rows. */
  | { kind: "short"; text: string }
  /** 3 or more: an FTS5 phrase (the trigram index's substring), and the trigrams for the forgiving search. */
  | { kind: "trigram"; text: string; phrase: string; trigrams: string[] };

/** An FTS5 string: the text in double quotes, a double quote in it doubled (nothing in it is query syntax). */
export function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The distinct three-character runs of a folded text (by code point, so no surrogate half is cut). */
export function trigramsOf(text: string): string[] {
  const chars = [...text];
  const grams = new Set<string>();
  for (let i = 0; i + TRIGRAM_LENGTH <= chars.length; i += 1) grams.add(chars.slice(i, i + TRIGRAM_LENGTH).join(""));
  return [...grams];
}

/** How a search is run: nothing for a blank one, instr() under three characters, the trigram index from three. */
export function searchPlan(search: string): SearchPlan {
  const text = foldForSearch(search);
  const length = [...text].length;
  if (length === 0) return { kind: "none" };
  if (length < TRIGRAM_LENGTH) return { kind: "short", text };
  return { kind: "trigram", text, phrase: ftsString(text), trigrams: trigramsOf(text) };
}

/** The forgiving search's FTS5 query: any of the trigrams (bm25 ranks the texts holding the rarer ones first). */
export function nearMatchQuery(trigrams: readonly string[]): string {
  return trigrams.map(ftsString).join(" OR ");
}

/** The share of `trigrams` that a folded text contains (0 to 1). */
export function trigramShare(body: string, trigrams: readonly string[]): number {
  if (trigrams.length === 0) return 0;
  return trigrams.filter((gram) => body.includes(gram)).length / trigrams.length;
}

/**
 * The tools among the forgiving search's candidates that are near matches, best first: at least
 * NEAR_MATCH_SHARE of the query's trigrams, and not already an exact match (the text does not contain the query).
 * Candidates come best bm25 first; equal shares keep that order.
 */
export function nearMatches(
  candidates: readonly { toolId: string; body: string }[],
  plan: Extract<SearchPlan, { kind: "trigram" }>,
): { toolId: string; share: number }[] {
  return candidates
    .filter(({ body }) => !body.includes(plan.text))
    .map(({ toolId, body }) => ({ toolId, share: trigramShare(body, plan.trigrams) }))
    .filter(({ share }) => share >= NEAR_MATCH_SHARE)
    .sort((a, b) => b.share - a.share);
}
