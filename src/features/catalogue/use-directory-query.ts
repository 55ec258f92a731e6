import {
  DEFAULT_DIRECTORY_QUERY,
  type DirectoryQuery,
  directoryQueryParams,
  parseDirectoryQuery,
} from "@common/catalogue/directory-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";

/** Marks a history entry made by typing in the search box (its `location.state`). */
const TYPED_SEARCH = "directorySearchTyped";

function isTypedSearch(state: unknown): boolean {
  return typeof state === "object" && state !== null && TYPED_SEARCH in state;
}

export interface DirectoryQueryState {
  /** The query the URL holds (the defaults while the prerendered, unfiltered page is being adopted). */
  query: DirectoryQuery;
  /** The search box's text: what the visitor typed, which the URL follows a moment later. */
  searchText: string;
  /** Changes part of the query (a keystroke in the search box, or a filter or sort control). */
  change: (change: Partial<DirectoryQuery>) => void;
}

/**
 * The directory's query kept in the URL (`?q=…&category=…&pricing=…&tag=…&sort=…`), so a filtered view can
 * be shared, reloaded and left with Back.
 *
 * History: a filter or sort change is a new entry, which Back undoes. A search is one entry however many
 * keys it took: its first keystroke adds the entry, the next ones replace it, so Back goes to the view before
 * the search rather than through it letter by letter.
 *
 * The box keeps its own text: the router applies a URL change as a transition, and a text field fed from
 * one would lose the keys typed in between. The text follows the URL when anything but the box changed it
 * (Back, a link, the header's Tools link).
 */
export function useDirectoryQuery(): DirectoryQueryState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const query = useMemo(() => (hydrated ? parseDirectoryQuery(params) : DEFAULT_DIRECTORY_QUERY), [hydrated, params]);

  const [searchText, setSearchText] = useState(query.search);
  // Keyed on the URL's search, not on hydration itself: adopting a page whose URL has no search changes
  // nothing, so a key typed while the page was being adopted is kept.
  const syncKey = `${location.key}:${query.search}`;
  const [syncedKey, setSyncedKey] = useState(syncKey);
  if (syncedKey !== syncKey) {
    setSyncedKey(syncKey);
    const ownKeystroke = navigationType !== "POP" && isTypedSearch(location.state);
    if (!ownKeystroke) setSearchText(query.search);
  }

  // Set by a keystroke until its entry is the current location: a fast typist's next key replaces it too.
  const typingAhead = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what ends the wait.
  useEffect(() => {
    typingAhead.current = false;
  }, [location.key]);

  // The URL last asked for, until the router renders it. The router applies a navigation as a transition,
  // so a change made before that render (a key pressed right after choosing a category) must build on the
  // URL just asked for, not on the older one still rendered, or it would drop the category again.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    const asked = requested.current;
    if (asked && (navigationType === "POP" || asked.toString() === params.toString())) requested.current = null;
  }, [params, navigationType]);

  const typedEntry = isTypedSearch(location.state);
  const change = useCallback(
    (change: Partial<DirectoryQuery>) => {
      const typing = change.search !== undefined;
      const base = requested.current;
      const current = base && hydrated ? parseDirectoryQuery(base) : query;
      const next = { ...current, search: searchText, ...change };
      if (typing) setSearchText(next.search);
      const replace = typing && (typedEntry || typingAhead.current);
      typingAhead.current = typing;
      const nextParams = directoryQueryParams(next, base ?? params);
      requested.current = nextParams;
      setParams(nextParams, {
        replace,
        state: typing ? { [TYPED_SEARCH]: true } : null,
        preventScrollReset: true,
      });
    },
    [query, searchText, typedEntry, params, setParams, hydrated],
  );

  return { query, searchText, change };
}
