import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/** SPEC.md §9: one toast visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Closes a toast (or all) and schedules its removal. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
}

/** Shows a toast; a newer toast replaces the visible one (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): ToastData[] {
  return toasts;
}

/** No toast is ever shown by the server's render. */
const NO_TOASTS: ToastData[] = [];

/**
 * Current toasts, re-rendering on change. An external store, not state copied in an effect: the region's code
 * arrives on demand, and a toast shown between its first render and its subscription must not be lost.
 */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, snapshot, () => NO_TOASTS);
}
