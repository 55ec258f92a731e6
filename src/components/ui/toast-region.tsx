import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/lib/use-toast";
import { TOAST_HOTKEY } from "./toast-hotkey";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** How long after the app starts the region is loaded at the latest, should the browser never be idle. */
const LOAD_AT_THE_LATEST_MS = 2000;

/**
 * The notification region (SPEC.md §9), kept off the cold path of a page load: its code (the toast primitives,
 * about 12 KB gzip) is requested once the page is interactive and the browser is idle, or at once when a toast
 * is shown. F8 focuses the region from the first moment: pressed before the region has loaded, it loads it and
 * focus moves in as it appears; afterwards the region's own hotkey handles F8. The server render and the
 * first client render are both empty, so prerendered pages hydrate without it.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  // True once the region is on the page: from then on its own hotkey listener answers F8.
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(load) : undefined;
    const timer = setTimeout(load, LOAD_AT_THE_LATEST_MS);
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [wanted]);

  // Also while the region's code is on its way: a key pressed then must not be lost.
  useEffect(() => {
    if (listening) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!TOAST_HOTKEY.every((key) => event.code === key)) return;
      event.preventDefault();
      setFocusOnMount(true);
      setWanted(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [listening]);

  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} onListening={() => setListening(true)} />
    </Suspense>
  );
}
