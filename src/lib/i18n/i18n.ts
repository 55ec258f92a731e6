import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Namespace,
} from "@common/i18n/languages";
import { LOCALE_LOAD_PATH } from "@common/i18n/locale-path";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import i18next, { type i18n as I18n, type Resource } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend, { type HttpBackendOptions } from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { formatNumbersWithSiteLocale } from "./number-format";

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
 * SPEC.md §9 translation loading. i18next itself queues the reads and retries the ones the backend marks as
 * retryable (server errors and network failures, never a 404), waiting `retryTimeout` and doubling it each time.
 */
export const TRANSLATION_MAX_PARALLEL_READS = 10;
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_MS = 350;

/**
 * i18next for the browser: `/locales/{lng}/{ns}.json` read by i18next-http-backend with the retry and
 * parallel-read limits of SPEC.md §9, detection URL prefix → stored choice → browser languages → `<html lang>`,
 * the choice cached in local storage. `instance` is the app's i18next unless a test brings its own.
 */
export async function initI18n(
  inlined: InlinedTranslations | null = readInlinedTranslations(),
  instance: I18n = i18next,
): Promise<I18n> {
  const detector = new LanguageDetector();
  detector.addDetector(urlPrefixDetector);
  const resources: Resource | undefined = inlined ? { [inlined.lng]: inlined.resources } : undefined;
  const english = englishOnDemand(instance);

  await instance
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      supportedLngs: [...LANGUAGE_CODES],
      // English is the fallback (SPEC.md §9), fetched only once it is needed: every translation set has
      // English's keys (tested), so loading English with every other language would cost each visitor two
      // downloads of text they never see. A missing key or a set that failed to load asks for it.
      fallbackLng: english.fallbackLng,
      saveMissing: true,
      missingKeyHandler: english.request,
      load: "languageOnly",
      ns: [...NAMESPACES],
      defaultNS: "common",
      // The inlined sets count as loaded; the backend still serves every other language.
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      backend: { loadPath: LOCALE_LOAD_PATH },
      maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
      maxRetries: TRANSLATION_MAX_RETRIES,
      retryTimeout: TRANSLATION_RETRY_MS,
      detection: {
        order: ["urlPrefix", "localStorage", "navigator", "htmlTag"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
      },
      interpolation: { escapeValue: false },
      // "loaded": the page redraws when the English fallback arrives.
      react: { useSuspense: false, bindI18n: "languageChanged loaded" },
      returnNull: false,
    });
  formatNumbersWithSiteLocale(instance);
  instance.on("failedLoading", english.request);
  return instance;
}

/**
 * English as a fallback loaded on demand. `fallbackLng` is read at each lookup: before English is requested a
 * chosen language falls back to nothing (English only when no language was chosen); afterwards to English,
 * which `request` loads once. The missing-key handler takes the place of i18next's default of sending missing
 * keys to the backend.
 */
function englishOnDemand(instance: I18n) {
  let wanted = false;
  return {
    fallbackLng: (code: string | undefined) => (wanted || !code ? [DEFAULT_LANGUAGE] : []),
    request: () => {
      if (wanted) return;
      wanted = true;
      void instance.loadLanguages(DEFAULT_LANGUAGE);
    },
  };
}
