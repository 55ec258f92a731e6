import type { LocalizedTool } from "@common/catalogue/localize-tool";
import MiniSearch from "minisearch";
import { SEARCH_FIELDS, type TagLabel, type ToolSearchText, toolSearchText } from "./tool-search-text";

/**
 * The forgiving half of the directory's search, loaded only once a visitor types (or opens a URL with a
 * search): MiniSearch over each tool's text in the visitor's language, with prefixes and typos.
 * The page's own substring match answers until it has loaded, and its matches always rank first.
 */

/** How well each matching tool (by id) fits a search; higher is better. */
export type FuzzySearch = (search: string) => ReadonlyMap<string, number>;

/** MiniSearch's own word separators: white space and punctuation of any script. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
/** Scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;

/**
 * Chinese has no spaces, so a sentence would be one "word" and `写作` would never match inside it. A run of
 * CJK characters is indexed, and searched, as its overlapping pairs of characters (the usual bigram approach
 * of full-text engines); a lone character stays a term of its own, and prefix search finds it in the pairs.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.split(SPACE_OR_PUNCTUATION)) {
    // Splitting on a capturing pattern keeps the CJK runs, at the odd indices, between the other pieces.
    for (const piece of word.split(CJK_RUNS)) {
      if (!piece) continue;
      if (!CJK.test(piece)) {
        terms.push(piece);
        continue;
      }
      const chars = [...piece];
      if (chars.length === 1) terms.push(piece);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return terms;
}

/** Lower case without accents, so `vídeo` and `video`, `ё` and `е` are the same term. */
export function processTerm(term: string): string {
  return term
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase();
}

/**
 * Typos forgiven in a term (Levenshtein edits, a swap of two letters being two): none below four letters or in
 * CJK pairs, where any edit is another word; one from four letters (`midjorney`); two from seven (`chatgtp`).
 */
export function typosAllowed(term: string): number {
  if (CJK.test(term)) return 0;
  const length = [...term].length;
  if (length >= 7) return 2;
  return length >= 4 ? 1 : 0;
}

/** A match in a tool's name or tags says more about it than one in a sentence of its description. */
const BOOST = { name: 4, tags: 2, company: 2 } satisfies Partial<Record<keyof ToolSearchText, number>>;

/**
 * Builds the search over the given tools' text in the visitor's language. Only a word the catalogue does not
 * have (nor any word starting with it) is read as a typo: `chatgpt` finds ChatGPT and not every chatbot two
 * letters away, while `chatgtp` finds ChatGPT.
 */
export function createFuzzySearch(tools: readonly LocalizedTool[], tagLabel: TagLabel): FuzzySearch {
  const documents = tools.map((tool) => toolSearchText(tool, tagLabel));
  const vocabulary = [
    ...new Set(documents.flatMap((doc) => SEARCH_FIELDS.flatMap((field) => tokenize(doc[field]).map(processTerm)))),
  ];
  const known = (term: string) => vocabulary.some((word) => word.startsWith(term));
  const index = new MiniSearch<ToolSearchText>({
    fields: [...SEARCH_FIELDS],
    tokenize,
    processTerm,
    searchOptions: {
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => (known(term) ? 0 : typosAllowed(term)),
      // Every word of the search must match (each with its typos), as the filters narrow and never widen.
      combineWith: "AND",
    },
  });
  index.addAll(documents);
  return (search) => new Map(index.search(search).map((result) => [String(result.id), result.score]));
}
