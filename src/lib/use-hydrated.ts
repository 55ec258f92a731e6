import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React adopts prerendered HTML (and in the prerender itself), true right after and in anything
 * drawn on the client. For what the prerender cannot know, such as a URL's query string: rendered during
 * hydration it would not match the HTML, so React adopts the page as built and re-renders with it at once
 * (useSyncExternalStore's server snapshot is read only while hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
