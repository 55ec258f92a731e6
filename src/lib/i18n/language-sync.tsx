import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode } from "@common/i18n/languages";
import { localizePath, parseLocalizedPath } from "@common/i18n/localized-path";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

/**
 * Keeps the language, the URL and `<html lang dir>` in step: a URL prefix switches the language; an
 * unprefixed (English) URL visited by someone whose chosen language is another one moves, without a new
 * history entry, to the same page in that language, so a URL always shows one language.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { lang, prefixed, path } = parseLocalizedPath(location.pathname);

  useEffect(() => {
    if (prefixed) {
      if (i18n.language !== lang) void i18n.changeLanguage(lang);
      return;
    }
    const chosen = i18n.resolvedLanguage ?? i18n.language;
    if (isLanguageCode(chosen) && chosen !== DEFAULT_LANGUAGE) {
      navigate(`${localizePath(path, chosen)}${location.search}${location.hash}`, { replace: true });
    }
  }, [prefixed, lang, path, location.search, location.hash, i18n, navigate]);

  useEffect(() => {
    const { code, dir } = getLanguage(lang);
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
  }, [lang]);

  return null;
}
