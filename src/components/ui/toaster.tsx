import * as ToastPrimitive from "@radix-ui/react-toast";
import clsx from "clsx";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, useToasts } from "@/lib/use-toast";
import { TOAST_HOTKEY } from "./toast-hotkey";

/** SPEC.md §9 toast constants. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

/**
 * The toast region: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the region. `focusOnMount`
 * moves focus into it as it appears: an F8 pressed before the region had loaded (see toast-region.tsx);
 * `onListening` says when the region's own F8 listener is in place.
 */
export function Toaster({ focusOnMount = false, onListening }: { focusOnMount?: boolean; onListening?: () => void }) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  // The viewport, a child, has set up its hotkey listener by the time this effect runs.
  useEffect(() => {
    onListening?.();
  }, [onListening]);
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      // Read out before each toast's text.
      label={t("toast.itemLabel")}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant ?? "default"}
          className={clsx(
            "pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-8 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out",
            variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50",
          )}
        >
          <div className="grid gap-1">
            {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={TOAST_HOTKEY}
        // The region's name; Radix puts the hotkey in place of `{hotkey}`.
        label={t("toast.regionLabel")}
        className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
