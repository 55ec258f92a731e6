import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { QUEUE_VIEW, VIEW_PARAM } from "./catalogue-url";
import { queueQuery } from "./queue-api";

/** On the dashboard: how many new suggestions and reports wait in the visitors' queue, with the way there. */
export function QueueNotice() {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const counts = useQuery(queueQuery("suggestions", "new")).data?.counts;
  if (!counts || counts.suggestions.new + counts.reports.new === 0) return null;
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950">
      <span>
        {t("admin.queue.waiting", {
          suggestions: formatCount(counts.suggestions.new, code),
          reports: formatCount(counts.reports.new, code),
        })}
      </span>
      <Link
        to={`?${new URLSearchParams({ [VIEW_PARAM]: QUEUE_VIEW })}`}
        className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t("admin.queue.open")}
      </Link>
    </p>
  );
}
