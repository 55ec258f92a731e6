import { linkChecksSchema } from "@common/catalogue/admin-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { catalogueKeys } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";
import { editSearch } from "./catalogue-url";

/** `GET /api/admin/catalogue/link-checks`: what the hourly link checker found. */
export const linkChecksQuery = queryOptions({
  queryKey: catalogueKeys.linkChecks(),
  queryFn: (context) => catalogueGet(linkChecksSchema, context),
});

/**
 * The catalogue's links to fix: each published tool whose address the link checker found gone (404 or 410) or moved
 * for good (with where it now leads), linked to the tool's editor. A site that refused or did not answer is only
 * counted: it is never called dead.
 */
export function LinkProblems({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { code, locale } = useCurrentLanguage();
  const headingId = useId();
  const report = useQuery(linkChecksQuery);
  const data = report.data;
  if (!data) return null;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("admin.catalogue.links.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {data.lastCheckedAt
          ? t("admin.catalogue.links.summary", {
              checked: formatCount(data.checked, code),
              published: formatCount(data.published, code),
              unchecked: formatCount(data.unchecked, code),
              date: date(data.lastCheckedAt),
            })
          : t("admin.catalogue.links.notYet")}
      </p>
      {data.problems.length === 0 ? (
        data.lastCheckedAt ? (
          <p className="mt-2 text-sm">{t("admin.catalogue.links.none")}</p>
        ) : null
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {data.problems.map((problem) => (
            <li key={problem.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={editSearch(params, problem.id)}
                  className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {problem.name}
                </Link>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${
                    problem.outcome === "dead"
                      ? "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200"
                      : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                  }`}
                >
                  {problem.outcome === "dead"
                    ? t("admin.catalogue.links.dead", { status: problem.status ?? "" })
                    : t("admin.catalogue.links.moved")}
                </span>
                <time dateTime={problem.checkedAt} className="text-xs text-slate-600 dark:text-slate-400">
                  {t("admin.catalogue.links.checkedOn", { date: date(problem.checkedAt) })}
                </time>
              </div>
              <code className="break-all text-xs text-slate-700 dark:text-slate-300" dir="ltr">
                {problem.url}
              </code>
              {problem.outcome === "moved" && problem.finalUrl ? (
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {t("admin.catalogue.links.nowAt")}{" "}
                  <code className="break-all" dir="ltr">
                    {problem.finalUrl}
                  </code>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
