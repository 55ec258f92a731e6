import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/lib/use-toast";
import { TOAST_HOTKEY } from "./toast-hotkey";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The first signs of a visitor at work: pressing, touching or a key anywhere on the page (a screen reader's
 * activation arrives as a click). Not a focus: the cookie dialog moves focus itself when it opens.
 */
const FIRST_INTERACTION = ["pointerdown", "keydown", "click"] as const;

/**
 * The notification region (SPEC.md §9), kept out of a page's load (docs/decisions/046): its code (the toast
 * primitives, about 12 KB gzip) is requested at the visitor's first press, touch or key on the page, long before any
 * toast the action can lead to (a vote or a signup answers after a request of its own), or at once when a toast is
 * shown. A visitor who only reads never downloads it. F8 focuses the region from the first moment: pressed before
 * the region has loaded, it loads it and focus moves in as it appears; afterwards the region's own hotkey handles
 * F8. The server render and the first client render are both empty, so prerendered pages hydrate without it.
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
    for (const type of FIRST_INTERACTION) document.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, load, { capture: true });
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
