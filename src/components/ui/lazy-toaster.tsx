import { lazy, Suspense } from "react";
import { useToasts } from "@/lib/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast region, loaded with the first toast: toasts only follow a visitor's action (a vote, a signup),
 * so the code stays out of the first page load.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
