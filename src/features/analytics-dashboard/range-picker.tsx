import { ANALYTICS_DATE_RANGE } from "@common/api/analytics-dates";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DATE_PRESETS, type DatePreset } from "./date-range";

export interface CustomRange {
  start: string;
  end: string;
}

const dateInputClass =
  "ms-2 min-h-10 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900";

/** The dashboard's date filter: one pressed button per preset, and two date fields for a custom range. */
export function RangePicker({
  preset,
  custom,
  onPreset,
  onCustom,
}: {
  preset: DatePreset;
  custom: CustomRange;
  onPreset: (preset: DatePreset) => void;
  onCustom: (update: (range: CustomRange) => CustomRange) => void;
}) {
  const { t } = useTranslation();
  const startId = useId();
  const endId = useId();
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-2">
      <legend className="mb-2 text-sm font-medium">{t("admin.range.label")}</legend>
      {DATE_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={preset === p}
          onClick={() => onPreset(p)}
          className={clsx(
            "min-h-10 rounded-full border px-3 text-sm font-medium",
            preset === p
              ? "border-indigo-700 bg-indigo-700 text-white"
              : "border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800",
          )}
        >
          {t(`admin.range.${p}`)}
        </button>
      ))}
      {preset === "custom" ? (
        <span className="flex flex-wrap gap-2">
          <label htmlFor={startId} className="text-sm">
            {t("admin.range.start")}
            <input
              id={startId}
              type="date"
              value={custom.start}
              min={ANALYTICS_DATE_RANGE.min}
              max={custom.end || ANALYTICS_DATE_RANGE.max}
              onChange={(e) => onCustom((c) => ({ ...c, start: e.target.value }))}
              className={dateInputClass}
            />
          </label>
          <label htmlFor={endId} className="text-sm">
            {t("admin.range.end")}
            <input
              id={endId}
              type="date"
              value={custom.end}
              min={custom.start || ANALYTICS_DATE_RANGE.min}
              max={ANALYTICS_DATE_RANGE.max}
              onChange={(e) => onCustom((c) => ({ ...c, end: e.target.value }))}
              className={dateInputClass}
            />
          </label>
        </span>
      ) : null}
    </fieldset>
  );
}
