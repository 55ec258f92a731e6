import { parseToolIds, SAVED_MAX, SAVED_STORAGE_KEY } from "@common/catalogue/saved-list";
import { useSyncExternalStore } from "react";

/**
 * The visitor's saved tools, kept in this browser's local storage (docs/decisions/047): newest last, at most
 * SAVED_MAX. Every tab follows a change made in another (the storage event).
 */
const listeners = new Set<() => void>();
const NONE: readonly string[] = [];
let cache: { text: string | null; ids: readonly string[] } = { text: null, ids: NONE };

/** The saved ids (the same array until they change, as useSyncExternalStore needs). */
export function readSavedTools(): readonly string[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing is saved.
  }
  if (text !== cache.text) cache = { text, ids: text ? parseToolIds(text) : NONE };
  return cache.ids;
}

function write(ids: readonly string[]): void {
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, ids.slice(-SAVED_MAX).join(","));
  } catch {
    // Storage unavailable or full: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

/** Saves or forgets one tool. */
export function toggleSavedTool(id: string): void {
  const ids = readSavedTools();
  write(ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id]);
}

/** Adds tools (a shared list) after the ones already saved. */
export function saveTools(toAdd: readonly string[]): void {
  const ids = readSavedTools();
  write([...ids, ...toAdd.filter((id) => !ids.includes(id))]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved ids, re-rendering when they change; none on the server and in the page as first rendered. */
export function useSavedTools(): readonly string[] {
  return useSyncExternalStore(subscribe, readSavedTools, () => NONE);
}
