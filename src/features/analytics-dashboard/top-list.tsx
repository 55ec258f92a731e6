/** How many entries each top list shows (SPEC.md §9). */
export const TOP_LIST_SIZE = 5;

/** A top-5 list (pages, countries, browsers or referrers). */
export function TopList({
  title,
  items,
  empty,
  formatCount,
}: {
  title: string;
  items: { label: string; count: number }[];
  empty: string;
  formatCount: (n: number) => string;
}) {
  const shown = items.slice(0, TOP_LIST_SIZE);
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold">{title}</h2>
      {shown.length ? (
        <ol className="mt-3 space-y-2">
          {shown.map((item) => (
            <li key={item.label} className="flex items-center justify-between gap-3 text-sm">
              <span className="truncate" dir="auto">
                {item.label}
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
