import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import { useTranslation } from "react-i18next";

/** How many entries each top list shows (SPEC.md §9). */
export const TOP_LIST_SIZE = 5;

export interface TopListItem {
  label: string;
  count: number;
  /** A second line under the label (a tool page's click-through rate, a search's result count). */
  detail?: string;
  /** Distinguishes items whose labels may repeat; the label when left out. */
  key?: string;
}

/**
 * A top-5 list: pages, countries, browsers, referrers, tools, searches, languages, devices… The row that counts a
 * day's values past its cap (OVERFLOW_VALUE) is shown with its translated name, without a detail line.
 */
export function TopList({
  title,
  items,
  empty,
  formatCount,
  loading,
  note,
}: {
  title: string;
  items: TopListItem[];
  empty: string;
  formatCount: (n: number) => string;
  /** The text shown while the list's data is on its way; without it the list is never loading. */
  loading?: string;
  /** What the list counts, when its title does not say it all. */
  note?: string;
}) {
  const { t } = useTranslation();
  const shown = items.slice(0, TOP_LIST_SIZE);
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      aria-busy={loading ? true : undefined}
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {note ? <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      {loading ? (
        <p className="mt-3 animate-pulse text-sm text-slate-600 dark:text-slate-300">{loading}</p>
      ) : shown.length ? (
        <ol className="mt-3 space-y-2">
          {shown.map((item) => (
            <li key={item.key ?? item.label} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate" dir="auto">
                  {item.label === OVERFLOW_VALUE ? t("admin.top.other") : item.label}
                </span>
                {item.detail && item.label !== OVERFLOW_VALUE ? (
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{item.detail}</span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatCount(item.count)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      )}
    </section>
  );
}
