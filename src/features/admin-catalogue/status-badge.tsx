import type { ToolStatus } from "@common/catalogue/contract";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

const COLORS: Record<ToolStatus, string> = {
  draft: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  archived: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/** A tool's status as a small coloured label (the word is always there: colour is not the only cue). */
export function StatusBadge({ status }: { status: ToolStatus }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", COLORS[status])}>
      {t(`admin.catalogue.status.${status}`)}
    </span>
  );
}
