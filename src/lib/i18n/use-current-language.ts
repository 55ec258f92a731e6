import { getLanguage, type Language } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { useLocation } from "react-router";

/** The language the current URL names (its prefix, or English); links and pages follow it. */
export function useCurrentLanguage(): Language {
  const { pathname } = useLocation();
  return getLanguage(parseLocalizedPath(pathname).lang);
}
