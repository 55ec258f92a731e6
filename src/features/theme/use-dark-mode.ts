import { useCallback, useState } from "react";

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

/** Dark-mode state kept in local storage; the pre-paint script in index.html applies it before React runs. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains("dark"));
  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      applyDarkMode(next);
      return next;
    });
  }, []);
  return [dark, toggle];
}
