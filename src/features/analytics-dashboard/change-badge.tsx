import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Minus from "lucide-react/icons/minus";
import { useTranslation } from "react-i18next";
import { formatPercent } from "./display";
import type { PeriodChange } from "./period-change";

const STYLE = {
  up: "text-emerald-700 dark:text-emerald-400",
  down: "text-red-700 dark:text-red-400",
  same: "text-slate-600 dark:text-slate-300",
  new: "text-emerald-700 dark:text-emerald-400",
} as const;

const ICON = { up: ArrowUp, down: ArrowDown, same: Minus, new: ArrowUp } as const;

/**
 * A summary card's change against the previous period: an arrow and a signed percentage on screen ("↑ +12%",
 * "New" for a rise from zero), and the whole sentence for screen readers ("Up 12% on the previous 7 days").
 * Arrows point up and down, so they read the same in Hebrew and Arabic.
 */
export function ChangeBadge({ change, days, locale }: { change: PeriodChange; days: number; locale: string }) {
  const { t } = useTranslation();
  let shown: string;
  let sentence: string;
  switch (change.kind) {
    case "up":
    case "down":
      shown = formatPercent(change.kind === "up" ? change.ratio : -change.ratio, locale, { signed: true });
      sentence = t(`admin.change.${change.kind}`, { count: days, change: formatPercent(change.ratio, locale) });
      break;
    case "same":
      shown = formatPercent(0, locale);
      sentence = t("admin.change.same", { count: days });
      break;
    case "new":
      shown = t("admin.change.newShort");
      sentence = t("admin.change.new", { count: days });
      break;
  }
  const Icon = ICON[change.kind];
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm font-semibold ${STYLE[change.kind]}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span aria-hidden="true" className="tabular-nums">
        {shown}
      </span>
      <span className="sr-only">{sentence}</span>
    </p>
  );
}
