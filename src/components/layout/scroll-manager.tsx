import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";

const HASH_WAIT_MS = 3000;
const HASH_POLL_MS = 50;

/**
 * The location the document was loaded at, until the app's first client-side navigation. The browser has
 * already placed that page's scroll (at the top, or at its `#hash`), and a visitor on a slow phone may have
 * scrolled on while the page started: scrolling again when the app adopts the page would pull them back, and
 * reading the layout for it would cost a forced layout of the whole page in the middle of hydration.
 */
let documentLocation: string | null = typeof window === "undefined" ? null : locationKey(window.location);

function locationKey({ pathname, hash }: { pathname: string; hash: string }): string {
  return `${pathname}${hash}`;
}

/**
 * Scrolls to the top on a new page (a new category or language is a new path: SPEC.md §2), or smoothly to the
 * element named by the hash (the footer's FAQ link), waiting for a lazily loaded page to render it and for the
 * page's data to arrive: content above the element that appears later (the home page's beginner tools, asked for
 * after a client-side navigation) would otherwise push it down after the scroll. The page the document was loaded
 * at is left where the browser and the visitor put it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (locationKey({ pathname, hash }) === documentLocation) return;
    documentLocation = null;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    // Settled on two checks in a row: the render of an answer that just arrived has been committed.
    let settledBefore = false;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      const settled = queryClient.isFetching() === 0;
      const ready = settled && settledBefore;
      settledBefore = settled;
      if (target && (ready || Date.now() - started > HASH_WAIT_MS)) {
        clearInterval(timer);
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      } else if (Date.now() - started > HASH_WAIT_MS) {
        clearInterval(timer);
      }
    }, HASH_POLL_MS);
    return () => clearInterval(timer);
  }, [pathname, hash, queryClient]);

  return null;
}
