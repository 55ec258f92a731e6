import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { QUEUE_VIEW, VIEW_PARAM } from "./catalogue-url";
import { toolReportsQuery } from "./queue-api";

/** Above a tool's editor: the problems visitors reported on its page and nobody has closed yet. */
export function OpenReports({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const headingId = useId();
  const reports = useQuery(toolReportsQuery(toolId)).data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h3 id={headingId} className="font-semibold">
        {t("admin.queue.openReports", { count: reports.length })}
      </h3>
      <ul className="mt-2 space-y-2">
        {reports.map((report) => (
          <li key={report.id}>
            <span className="whitespace-pre-wrap break-words">
              {report.note
                ? t("contribute.labelledLine", {
                    label: t(`contribute.report.reasons.${report.reason}`),
                    value: report.note,
                  })
                : t(`contribute.report.reasons.${report.reason}`)}
            </span>{" "}
            <time dateTime={report.createdAt} className="text-xs text-slate-700 dark:text-slate-300">
              ({new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(report.createdAt))})
            </time>
          </li>
        ))}
      </ul>
      <Link
        to={`?${new URLSearchParams({ [VIEW_PARAM]: QUEUE_VIEW, kind: "reports" })}`}
        className="mt-2 inline-block text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t("admin.queue.resolveInQueue")}
      </Link>
    </section>
  );
}
