import { useCallback, useSyncExternalStore } from "react";

/** Local-storage key of the colour scheme (SPEC.md §4). */
export const DARK_MODE_KEY = "darkMode";

/** Reads the stored setting; with nothing stored, dark mode is on. */
export function readDarkMode(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    const stored = storage?.getItem(DARK_MODE_KEY);
    return stored === null || stored === undefined ? true : stored === "true";
  } catch {
    return true;
  }
}

/** Applies the `dark` class on the root element and stores the choice. */
export function applyDarkMode(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", dark);
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // Private mode or storage disabled: the class still applies for this page view.
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isDark = () => document.documentElement.classList.contains("dark");

/**
 * Dark-mode state kept in local storage; the pre-paint script in index.html applies it before React runs.
 * Prerendered HTML assumes the default (dark); hydration starts from that and then reads the real class,
 * so anything that differs must be styled with `dark:` classes rather than rendered from this value.
 */
export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(subscribe, isDark, () => true);
  const toggle = useCallback(() => {
    applyDarkMode(!isDark());
    for (const listener of listeners) listener();
  }, []);
  return [dark, toggle];
}
