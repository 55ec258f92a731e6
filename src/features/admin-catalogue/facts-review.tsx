import { factsReviewSchema } from "@common/catalogue/admin-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { catalogueKeys } from "./catalogue-api";
import { catalogueGet } from "./catalogue-request";
import { editSearch } from "./catalogue-url";

/** `GET /api/admin/catalogue/facts-review`. */
export const factsReviewQuery = queryOptions({
  queryKey: catalogueKeys.factsReview(),
  queryFn: (context) => catalogueGet(factsReviewSchema, context),
});

/**
 * "Facts to check again": the published tools whose beginner facts were last confirmed longer ago than the owner's
 * setting, or never, oldest first, each linked to its editor (where "Confirm" records a new check).
 */
export function FactsReview({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { code, locale } = useCurrentLanguage();
  const headingId = useId();
  const { data } = useQuery(factsReviewQuery);
  if (!data) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("admin.catalogue.factsReview.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t("admin.catalogue.factsReview.summary", {
          count: data.due,
          formatted: formatCount(data.due, code),
          days: formatCount(data.days, code),
        })}{" "}
        {t("admin.catalogue.factsReview.without", {
          count: data.withoutFacts,
          formatted: formatCount(data.withoutFacts, code),
        })}
      </p>
      {data.tools.length ? (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {data.tools.map((tool) => (
            <li key={tool.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link
                to={editSearch(params, tool.id)}
                className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {tool.name}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {tool.checkedOn
                  ? t("admin.catalogue.factsReview.checkedOn", { date: date(tool.checkedOn) })
                  : t("admin.catalogue.factsReview.never")}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
