import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type AdminView, adminView, CATALOGUE_VIEW, PATHS_VIEW, QUEUE_VIEW, VIEW_PARAM } from "./catalogue-url";

const VIEWS: { view: AdminView; search: string }[] = [
  { view: "dashboard", search: "" },
  { view: "catalogue", search: `?${VIEW_PARAM}=${CATALOGUE_VIEW}` },
  { view: "queue", search: `?${VIEW_PARAM}=${QUEUE_VIEW}` },
  { view: "paths", search: `?${VIEW_PARAM}=${PATHS_VIEW}` },
];

/**
 * The admin screen's views (the dashboard, the catalogue, the visitors' queue, the starter paths) as links in the URL's search (`/admin`, `/admin?view=catalogue`): back and forward
 * move between them, a reload stays, and the keyboard reaches them like any link. The current one is marked
 * `aria-current="page"`.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = adminView(params);
  return (
    <nav aria-label={t("admin.catalogue.nav.label")} className="mb-6">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1 dark:border-slate-800 dark:bg-slate-900">
        {VIEWS.map(({ view, search }) => (
          <li key={view}>
            <Link
              to={{ search }}
              aria-current={current === view ? "page" : undefined}
              className={clsx(
                "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold",
                current === view
                  ? "bg-white text-indigo-800 shadow-sm dark:bg-slate-700 dark:text-white"
                  : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-800",
              )}
            >
              {t(`admin.catalogue.nav.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
