import clsx from "clsx";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/**
 * "← back to …": a link to a prefix-free path in the current language, with an arrow that points the way the
 * page reads (mirrored in Hebrew and Arabic). One look for the category page, tool page and blog post.
 */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <LocalizedLink
      to={to}
      className={clsx(
        "inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300",
        className,
      )}
    >
      <ArrowLeft className="rtl-flip size-4" aria-hidden="true" />
      {children}
    </LocalizedLink>
  );
}
