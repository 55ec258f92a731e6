/**
 * The text the directory's search runs over, folded the same way for what is stored and what is searched
 * (docs/decisions/040): compatibility-decomposed, without combining marks (Latin accents, Arabic tashkeel and
 * Hebrew niqqud alike, which SQLite's own diacritic folding does only for Latin), lower-cased, white space
 * collapsed. So "resume" finds "Résumé", and an Arabic search typed without vowel marks finds text written with them.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
}

/** What a tool's search row holds in one language: SPEC.md §5's name, company and description, then the rest of its card. */
export interface SearchableTool {
  name: string;
  company: string;
  description: string;
  bestFor: string;
  whatItDoes: string;
  topUseCases: readonly string[];
  example: string;
}

/** A tool's folded search text in one language (its text with the English fallback already applied). */
export function searchBody(tool: SearchableTool): string {
  return foldForSearch(
    [tool.name, tool.company, tool.description, tool.bestFor, tool.whatItDoes, ...tool.topUseCases, tool.example].join(
      "\n",
    ),
  );
}
