import type { BackendModule } from "i18next";

/** Where a language's translation set is served (static assets, cached at the edge). */
export const localePath = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/**
 * i18next backend that reads `/locales/{lng}/{ns}.json` with fetch. i18next itself retries a read the backend
 * marks as retryable (maxRetries, retryTimeout) and limits parallel reads (maxParallelReads); this module only
 * says which failures are worth another try: network errors and server errors, not a missing file.
 * A few lines instead of a general HTTP backend keeps the first page load inside its JavaScript budget.
 */
export const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(localePath(language, namespace))
      .then(async (res) => {
        if (res.ok) {
          callback(null, await res.json());
          return;
        }
        const retry = res.status >= 500 || res.status === 429;
        callback(new Error(`Translations ${language}/${namespace} answered ${res.status}`), retry);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
