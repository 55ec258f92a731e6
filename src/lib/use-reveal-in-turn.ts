import { useEffect, useState } from "react";
import { isAdoptingPage } from "./hydration-slices";
import { inNextTask } from "./next-task";

/** How many waiting parts are shown per task: a handful of rating widgets is a few milliseconds on a phone. */
export const REVEAL_BATCH = 6;

const waiting: (() => void)[] = [];
let draining = false;

function revealBatch() {
  for (const reveal of waiting.splice(0, REVEAL_BATCH)) reveal();
  if (waiting.length) inNextTask(revealBatch);
  else draining = false;
}

/**
 * True once `ready` is true and this component's turn has come. Many components waiting on the same data
 * (the 47 rating widgets of /tools on the stats) would otherwise all re-render in the one task the data
 * arrives in; this shows them a batch per task, in the order they mounted (page order). A component whose
 * data was already there when it mounted (a cached query) shows at once, unless it is being adopted from the
 * prerendered page, whose HTML has the waiting state (isAdoptingPage).
 */
export function useRevealInTurn(ready: boolean): boolean {
  const [shown, setShown] = useState(() => ready && !isAdoptingPage());
  useEffect(() => {
    if (!ready || shown) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setShown(true);
    });
    if (!draining) {
      draining = true;
      inNextTask(revealBatch);
    }
    return () => {
      mounted = false;
    };
  }, [ready, shown]);
  return ready && shown;
}
