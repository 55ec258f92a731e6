import { type ReactNode, Suspense, useRef } from "react";
import { inNextTask } from "./next-task";

/**
 * Progressive hydration of a prerendered page (docs/decisions/008).
 *
 * Adopting a whole page's HTML in one go is one long task on a phone: /tools, 47 cards, took about 270 ms at
 * a mid-range phone's speed, and a page that cannot answer a tap for that long feels broken. Instead, each
 * `HydrationSlice` suspends the first time it renders while the page is being adopted. Preact keeps the
 * slice's server HTML on screen untouched and goes on hydrating it when the slice's turn comes, one slice per
 * task, so the browser can paint and answer input in between. Slices nest: the slices inside an adopted one
 * come next, before the rest of the page. Links in a slice not yet adopted still work: they are plain anchors.
 *
 * Only the hydration of the built site is sliced. In every other render (client navigations, the dev
 * server's React, the jsdom tests) a slice is a plain Suspense boundary around its children.
 */

let adopting = false;
const pending: (() => void)[] = [];
const settledListeners: (() => void)[] = [];

/**
 * Runs `hydrate` (a synchronous hydration call) with slicing on, then adopts the suspended slices in page
 * order, one per task. A resumed slice renders in the microtasks of its own task.
 */
export function hydrateInSlices(hydrate: () => void): void {
  adopting = true;
  hydrate();
  // Queue length after the last slice was taken: what is queued beyond it was queued by that slice's render.
  let queuedBefore = pending.length;
  const adoptNext = () => {
    // The slices nested in the one just adopted are next: they are the part of the page the reader is at.
    pending.unshift(...pending.splice(queuedBefore));
    const resume = pending.shift();
    queuedBefore = pending.length;
    if (resume) {
      resume();
      inNextTask(adoptNext);
      return;
    }
    adopting = false;
    for (const listener of settledListeners.splice(0)) listener();
  };
  inNextTask(adoptNext);
}

/**
 * True while a prerendered page is being adopted. A part rendered then must render what the HTML holds, its
 * state at build time (a rating's loading skeleton), even if the data has arrived since: Preact adopts the
 * server HTML without repairing differences, so anything else would stay wrong on screen.
 */
export function isAdoptingPage(): boolean {
  return adopting;
}

/** Calls `listener` once every slice of the page has been adopted (at once when none is pending). */
export function whenHydrationSettled(listener: () => void): void {
  if (!adopting) listener();
  else settledListeners.push(listener);
}

interface Turn {
  adopted: boolean;
  promise: Promise<void>;
}

function Gate({ turn, children }: { turn: Turn; children: ReactNode }) {
  if (!turn.adopted) throw turn.promise;
  return children;
}

/**
 * A part of a page adopted in its own task when the page is hydrated. Its children must render exactly one
 * element, always: a suspended component keeps the one DOM node where it stands, so a slice that rendered
 * nothing would take its next sibling's HTML (the browser test of hydration checks every node is kept).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // The slice's place in the queue, taken on its first render; kept here because this component, unlike the
  // Gate below it, is not suspended.
  const turn = useRef<Turn | null>(null);
  if (!turn.current) {
    const made: Turn = { adopted: !adopting, promise: Promise.resolve() };
    if (!made.adopted) {
      made.promise = new Promise<void>((resolve) =>
        pending.push(() => {
          made.adopted = true;
          resolve();
        }),
      );
    }
    turn.current = made;
  }
  return (
    <Suspense fallback={null}>
      <Gate turn={turn.current}>{children}</Gate>
    </Suspense>
  );
}
