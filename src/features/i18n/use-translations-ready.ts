import { NAMESPACES } from "@common/i18n/languages";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Readiness check interval of SPEC.md §9. */
export const READY_CHECK_MS = 100;

/** True once the `common` and `tools` translation sets of the current language are loaded. */
export function useTranslationsReady(): boolean {
  const { i18n } = useTranslation();
  const isLoaded = () => NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns));
  const [ready, setReady] = useState(isLoaded);

  useEffect(() => {
    if (ready) return;
    const timer = setInterval(() => {
      if (NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns))) {
        setReady(true);
        clearInterval(timer);
      }
    }, READY_CHECK_MS);
    return () => clearInterval(timer);
  }, [ready, i18n]);

  return ready;
}
