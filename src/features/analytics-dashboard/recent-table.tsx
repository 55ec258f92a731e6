import clsx from "clsx";
import type { ReactNode } from "react";

/** Rows the recent tables show (SPEC.md §9). */
export const RECENT_ROWS = 15;

const thClass = "sticky top-0 bg-slate-50 px-3 py-2 text-start font-semibold dark:bg-slate-800";
const tdClass = "border-t border-slate-100 px-3 py-2 dark:border-slate-800";

/** One column of a recent table: its heading, its cell, and classes or a direction the cell needs. */
export interface RecentColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  dir?: "auto" | "ltr";
}

/**
 * A titled, keyboard-scrollable table of the newest RECENT_ROWS rows, with its loading and empty texts (the
 * dashboard's recent visits and recent subscriptions).
 */
export function RecentTable<Row>({
  title,
  loading,
  loadingText,
  emptyText,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  columns: RecentColumn<Row>[];
}) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h2 className="p-4 text-base font-semibold">{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="max-h-96 overflow-auto" tabIndex={0} aria-label={title}>
        {loading ? (
          <p className="p-4 text-sm">{loadingText}</p>
        ) : rows?.length ? (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} className={thClass}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, RECENT_ROWS).map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} className={clsx(tdClass, column.className)} dir={column.dir}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
        )}
      </section>
    </section>
  );
}
