import { useEffect } from "react";
import { useLocation } from "react-router";

const HASH_WAIT_MS = 3000;
const HASH_POLL_MS = 50;

/**
 * Scrolls to the top on a new page, or smoothly to the element named by the hash (the footer's FAQ link),
 * waiting for a lazily loaded page to render it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll to top.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      if (target) {
        clearInterval(timer);
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      } else if (Date.now() - started > HASH_WAIT_MS) {
        clearInterval(timer);
      }
    }, HASH_POLL_MS);
    return () => clearInterval(timer);
  }, [pathname, hash]);

  return null;
}
