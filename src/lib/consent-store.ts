import { useSyncExternalStore } from "react";

/** Local-storage key of the cookie choice (SPEC.md §4). */
export const CONSENT_KEY = "cookieConsent";
export type ConsentChoice = "accepted" | "declined";

const listeners = new Set<() => void>();

/** The stored choice, or null when the visitor has not chosen (or chose something unrecognised). */
export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the visitor's choice and tells every subscriber (the ad slots load their script on 'accepted'). */
export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage unavailable: the choice holds for this page view only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current cookie choice, re-rendering when it changes. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
