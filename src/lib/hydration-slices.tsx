import { type ReactNode, Suspense } from "react";

/**
 * Progressive hydration of a prerendered page (docs/decisions/008).
 *
 * Adopting a whole page's HTML in one go is one long task on a phone: /tools, 47 cards, took about 270 ms at
 * a mid-range phone's speed, and a page that cannot answer a tap for that long feels broken. Instead, each
 * `HydrationSlice` suspends during the first render. Preact keeps the slice's server HTML on screen untouched
 * and goes on hydrating it when the slice's turn comes, one slice per task, so the browser can paint and
 * answer input in between. Links in a slice not yet adopted still work: they are plain anchors.
 *
 * Only the hydration of the built site is sliced. In every other render (client navigations, the dev
 * server's React, the jsdom tests) a slice is a plain Suspense boundary around its children.
 */

let slicing = false;
let settled = true;
const pending: (() => void)[] = [];
const settledListeners: (() => void)[] = [];

// A task boundary without setTimeout's 4 ms clamp on nested timers. Made on first use: an open channel
// would keep a Node process that merely imports this module (the prerenderer) alive.
let channel: MessageChannel | undefined;
const nextTaskQueue: (() => void)[] = [];
function inNextTask(callback: () => void) {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => nextTaskQueue.shift()?.();
  }
  nextTaskQueue.push(callback);
  channel.port2.postMessage(null);
}

/**
 * Runs `hydrate` (a synchronous hydration call) with slicing on, then adopts the suspended slices in page
 * order, one per task. The resumed slice renders in the microtasks of its own task.
 */
export function hydrateInSlices(hydrate: () => void): void {
  slicing = true;
  settled = false;
  try {
    hydrate();
  } finally {
    slicing = false;
  }
  const adoptNext = () => {
    const resume = pending.shift();
    if (resume) {
      resume();
      inNextTask(adoptNext);
      return;
    }
    settled = true;
    for (const listener of settledListeners.splice(0)) listener();
  };
  inNextTask(adoptNext);
}

/** Calls `listener` once every slice of the page has been adopted (at once when none is pending). */
export function whenHydrationSettled(listener: () => void): void {
  if (settled) listener();
  else settledListeners.push(listener);
}

function Gate({ children }: { children: ReactNode }) {
  if (slicing) throw new Promise<void>((resolve) => pending.push(resolve));
  return children;
}

/**
 * A part of a page adopted in its own task when the page is hydrated. Its children must render exactly one
 * element, always: a suspended component keeps the one DOM node where it stands, so a slice that rendered
 * nothing would take its next sibling's HTML (the browser test of hydration checks every node is kept).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
