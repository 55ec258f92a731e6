import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Namespace,
} from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import i18next, { type i18n as I18n, type Resource } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { fetchBackend } from "./fetch-backend";

/** Translation sets the Worker inlines into the page so a first visit never waits on the network. */
export interface InlinedTranslations {
  lng: string;
  resources: Partial<Record<Namespace, Record<string, unknown>>>;
}

/** Reads translations inlined by the Worker (`<script type="application/json" id="i18n-resources">`). */
export function readInlinedTranslations(doc: Document = document): InlinedTranslations | null {
  const el = doc.getElementById("i18n-resources");
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as InlinedTranslations;
  } catch {
    return null;
  }
}

/** Detector step that makes a language prefix in the URL win over every stored or browser choice. */
const urlPrefixDetector = {
  name: "urlPrefix",
  lookup(): string | undefined {
    const { lang, prefixed } = parseLocalizedPath(window.location.pathname);
    return prefixed ? lang : undefined;
  },
};

/**
 * i18next for the browser: a fetch backend for `/locales/{lng}/{ns}.json` with the retry and parallel-read
 * limits of SPEC.md §9, detection URL prefix → stored choice → browser languages → `<html lang>`,
 * the choice cached in local storage.
 */
export async function initI18n(inlined: InlinedTranslations | null = readInlinedTranslations()): Promise<I18n> {
  const detector = new LanguageDetector();
  detector.addDetector(urlPrefixDetector);
  const resources: Resource | undefined = inlined ? { [inlined.lng]: inlined.resources } : undefined;

  await i18next
    .use(fetchBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGE_CODES],
      // English only when no language could be chosen at all. A chosen language never falls back: every
      // translation set has exactly English's keys (tested), so fetching English too would only cost a
      // non-English visitor two downloads of text they never see.
      fallbackLng: (code: string | undefined) => (code ? [] : [DEFAULT_LANGUAGE]),
      load: "languageOnly",
      ns: [...NAMESPACES],
      defaultNS: "common",
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      detection: {
        order: ["urlPrefix", "localStorage", "navigator", "htmlTag"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return i18next;
}
