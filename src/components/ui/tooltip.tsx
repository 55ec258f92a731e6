import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** SPEC.md §9 tooltip timing: open after hovering this long; reopen at once within the skip window. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// When the last tooltip closed: moving from one star to the next shows the next label without a new wait.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A small text tooltip above its trigger: after a hover delay, at once on keyboard focus, gone on leave, blur
 * or Escape; the trigger is described by it for screen readers. Written here rather than taken from a library
 * because the positioning engine of a general one weighed more than the whole page's own code.
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => clearTimeout(timer.current);
  const show = (delay: number) => {
    clear();
    if (delay <= 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches hover and focus of the control inside it
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === "mouse" && show(TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(":focus-visible") && show(0)}
      onBlur={hide}
      onPointerDown={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-1 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
