import type { ReactNode } from "react";

/** A figure of the dashboard's summary: its title, the number, an optional change and note. */
export function SummaryCard({
  title,
  children,
  change,
  note,
}: {
  title: string;
  children: ReactNode;
  change?: ReactNode;
  note?: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</p>
      <div className="mt-1 text-3xl font-bold tabular-nums">{children}</div>
      {change}
      {note ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
    </div>
  );
}
