import type { LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { type KeepMessage, SAVED_OFFLINE_WORKER_PATH } from "@common/saved-offline";
import { catalogueUrl } from "./api/catalogue-get";

/**
 * The Saved page offline (docs/decisions/049): its service worker is registered for the Saved page of the
 * language only (scope `/de/saved`), so no other page is ever controlled by it. Once the page has shown the
 * visitor's list online, it asks the worker to keep what it loaded; saving a tool later keeps the list's new
 * answer too. Without service workers (or storage), nothing happens and the page works online as before.
 */

/** The URL the saved tools of a list are read from. */
export function selectionUrl(lang: LanguageCode, ids: readonly string[]): string {
  return catalogueUrl("/selection", lang, new URLSearchParams({ ids: ids.join(",") }));
}

function savedScope(lang: LanguageCode): string {
  return localizePath("/saved", lang);
}

function post(worker: ServiceWorker | null | undefined, keep: string[]): void {
  worker?.postMessage({ keep } satisfies KeepMessage);
}

/** What the page loaded that it needs again offline: its scripts, styles, translations and the saved tools. */
function loadedResources(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const { origin, pathname } = new URL(name);
      return (
        origin === window.location.origin &&
        (pathname.startsWith("/assets/") || pathname.startsWith("/locales/") || pathname === "/api/catalogue/selection")
      );
    });
}

/** Registers the worker for this Saved page and has it keep the page and what it loaded. */
export async function keepSavedPageOffline(lang: LanguageCode): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const scope = savedScope(lang);
    const registration = await navigator.serviceWorker.register(SAVED_OFFLINE_WORKER_PATH, { scope });
    const worker = registration.active ?? (await readyWorker(registration));
    post(worker, [`${window.location.origin}${scope}`, ...loadedResources()]);
  } catch {
    // Not allowed here (a private window, storage refused): the page simply needs the network.
  }
}

/** The registration's worker once it is active. */
function readyWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = registration.installing ?? registration.waiting;
  if (!installing) return Promise.resolve(registration.active);
  return new Promise((resolve) => {
    installing.addEventListener("statechange", () => {
      if (installing.state === "activated") resolve(installing);
      if (installing.state === "redundant") resolve(null);
    });
  });
}

/** After the saved list changed: if the Saved page is kept offline, keep the list's new answer as well. */
export async function keepSavedToolsOffline(lang: LanguageCode, ids: readonly string[]): Promise<void> {
  if (!("serviceWorker" in navigator) || ids.length === 0) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(savedScope(lang));
    if (registration?.scope.endsWith(savedScope(lang))) post(registration.active, [selectionUrl(lang, ids)]);
  } catch {
    // As above.
  }
}
