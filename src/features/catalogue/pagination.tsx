import { PAGE_PARAM } from "@common/catalogue/pages";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** The URL of page `page` of the current listing: its other parameters kept, page 1 without `?page=`. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors";
const idleClass =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * Links to the listing's other pages: previous, the page numbers around this one, next. Plain links to `?page=N`,
 * so they work before (or without) the app's scripts and a crawler follows them.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const numbers = pageNumbers(page, pageCount);
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} rel="prev" className={clsx(linkClass, idleClass)}>
          {t("pagination.previous")}
        </Link>
      ) : null}
      {numbers.map((number, index) =>
        number === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own.
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={number}
            to={pageHref(pathname, search, number)}
            aria-current={number === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: number, total: pageCount })}
            className={clsx(linkClass, number === page ? "border-indigo-700 bg-indigo-700 text-white" : idleClass)}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} rel="next" className={clsx(linkClass, idleClass)}>
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** The first, the last and the pages next to this one; null where pages are left out. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((number, index) => {
    if (index > 0 && number - (sorted[index - 1] ?? number) > 1) result.push(null);
    result.push(number);
  });
  return result;
}
