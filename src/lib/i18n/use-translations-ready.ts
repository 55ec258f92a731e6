import { NAMESPACES } from "@common/i18n/languages";
import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Readiness check interval of SPEC.md §9. */
export const READY_CHECK_MS = 100;

function isLoaded(i18n: I18n): boolean {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return NAMESPACES.every((ns) => (lng && i18n.hasResourceBundle(lng, ns)) || i18n.hasLoadedNamespace(ns));
}

/**
 * True once the `common` and `tools` translation sets of the current language are loaded. Sets the Worker
 * inlined count at once, before i18next has finished initialising (it still fetches the English fallback), so
 * a prerendered page hydrates with its content instead of the 'Loading...' screen.
 */
export function useTranslationsReady(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => isLoaded(i18n));

  useEffect(() => {
    if (ready) return;
    const timer = setInterval(() => {
      if (isLoaded(i18n)) {
        setReady(true);
        clearInterval(timer);
      }
    }, READY_CHECK_MS);
    return () => clearInterval(timer);
  }, [ready, i18n]);

  return ready;
}
