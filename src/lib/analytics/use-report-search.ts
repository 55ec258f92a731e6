import type { SearchRequest } from "@common/api/insights";
import { recordableSearchTerm } from "@common/api/search-terms";
import type { LanguageCode } from "@common/i18n/languages";
import { useCallback, useEffect, useRef } from "react";
import { sendReport } from "./send-report";

/** How long the visitor stops typing before a search counts as made (ms). */
export const SEARCH_PAUSE_MS = 1500;

export interface SearchReporting {
  /** Call with the box's new text when the visitor types in it: the search is reported once they pause. */
  typed: (text: string) => void;
  /** Call when the visitor leaves the box: a search typed and not yet reported is reported now. */
  left: () => void;
}

/**
 * Reports a directory search to `POST /api/searches` as `{ term, language, results }`, with the number of tools
 * the visitor sees for it (`results` is null until the answer for the text has arrived; the report waits for it), once they pause typing or leave the box: never on every keystroke, and each distinct
 * (normalised) term once while the directory is open. Only typed searches count: a search that arrives in a
 * shared or reloaded URL (`?q=`), or with Back, was the sharer's search, already counted when it was typed.
 */
export function useReportSearch(text: string, results: number | null, language: LanguageCode): SearchReporting {
  // What the visitor sees now; the report reads it when it is sent, after the results have followed the text.
  const seen = useRef({ text, results, language });
  // A search ended before its results arrived: it is reported when they do.
  const waiting = useRef(false);
  useEffect(() => {
    seen.current = { text, results, language };
  });
  // The text the visitor last typed, until it is reported; null when nothing typed waits.
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reported = useRef(new Set<string>());

  const left = useCallback(() => {
    clearTimeout(timer.current);
    const typedText = pending.current;
    pending.current = null;
    const { text, results, language } = seen.current;
    // Back or a link changed the box since: what it shows now was not typed.
    if (typedText === null || typedText !== text) return;
    if (results === null) {
      pending.current = typedText;
      waiting.current = true;
      return;
    }
    // A term that looks like an email address, a URL or a phone number is dropped by the Worker, which answers
    // as for any term; checking it here too would put those patterns in every public page's JavaScript.
    const term = recordableSearchTerm(text);
    if (term === null || reported.current.has(term)) return;
    reported.current.add(term);
    const search: SearchRequest = { term, language, results };
    sendReport("/api/searches", search);
  }, []);

  const typed = useCallback(
    (text: string) => {
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(left, SEARCH_PAUSE_MS);
    },
    [left],
  );

  // The answer for a search that already ended has arrived: report it now.
  useEffect(() => {
    if (waiting.current && results !== null) {
      waiting.current = false;
      left();
    }
  });

  // Leaving the directory (a card's link, the header) ends the search as leaving the box does.
  useEffect(() => left, [left]);

  return { typed, left };
}
