import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartDay } from "./chart-days";
import { chartDayLabel } from "./display";

/**
 * recharts draws its tooltip with inline styles: a white box whose text inherits the page's colour (light
 * text on white in dark mode) and items in the line's colour. These follow the theme (variables in styles.css).
 */
const TOOLTIP_BOX = {
  backgroundColor: "var(--chart-tooltip-bg)",
  borderColor: "var(--chart-tooltip-border)",
  borderRadius: "0.5rem",
};
const TOOLTIP_TEXT = { color: "var(--chart-tooltip-fg)" };
const TICK = { fontSize: 12, fill: "currentColor" };

/** Each line's colour and dash, shared by the line and its key. */
const LINE = {
  views: { stroke: "#4f46e5" },
  signups: { stroke: "#10b981" },
  previousViews: { stroke: "#94a3b8", strokeDasharray: "5 4" },
} as const;

/**
 * The chart's key, as HTML below it rather than recharts' legend: it wraps and reads in the page's direction,
 * and the chart stays the only drawing in its box.
 */
function ChartKey({ items }: { items: { name: string; line: (typeof LINE)[keyof typeof LINE] }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
      {items.map(({ name, line }) => (
        <li key={name} className="inline-flex items-center gap-1.5">
          <svg width="20" height="4" aria-hidden="true" className="shrink-0">
            <line
              x1="0"
              y1="2"
              x2="20"
              y2="2"
              stroke={line.stroke}
              strokeWidth="2"
              strokeDasharray={"strokeDasharray" in line ? line.strokeDasharray : undefined}
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Homepage Views Over Time' (SPEC.md §2): homepage views as a smooth (monotone) line whose tooltip series is
 * 'Views', newsletter signups per day on an axis of their own, and on request the previous period's views as a
 * muted dashed line. The x axis shows month and day in the language's own order (SPEC.md §9). In Hebrew and
 * Arabic time runs from right to left, with the views' axis on the right.
 */
export function HomepageChart({ days, locale, rtl }: { days: ChartDay[] | undefined; locale: string; rtl: boolean }) {
  const { t } = useTranslation();
  const toggleId = useId();
  const [showPrevious, setShowPrevious] = useState(false);
  const monthDay = (date: unknown) => chartDayLabel(String(date), locale);
  const hasSignups = days?.some((day) => day.signups !== undefined) ?? false;
  const canCompare = days?.some((day) => day.previousViews !== undefined) ?? false;
  const hasData = days?.some((day) => day.views > 0 || (day.signups ?? 0) > 0 || (day.previousViews ?? 0) > 0);
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("admin.chart.title")}</h2>
        {canCompare ? (
          <label htmlFor={toggleId} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              id={toggleId}
              type="checkbox"
              checked={showPrevious}
              onChange={(e) => setShowPrevious(e.target.checked)}
              className="size-4 accent-indigo-700"
            />
            {t("admin.chart.showPrevious")}
          </label>
        ) : null}
      </div>
      {days?.length && hasData ? (
        <>
          <div className="mt-4 h-72" dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
                <XAxis dataKey="date" tickFormatter={monthDay} tick={TICK} minTickGap={16} reversed={rtl} />
                <YAxis
                  yAxisId="views"
                  orientation={rtl ? "right" : "left"}
                  allowDecimals={false}
                  tick={TICK}
                  width={40}
                />
                {hasSignups ? (
                  <YAxis
                    yAxisId="signups"
                    orientation={rtl ? "left" : "right"}
                    allowDecimals={false}
                    tick={TICK}
                    width={32}
                  />
                ) : null}
                <Tooltip
                  labelFormatter={monthDay}
                  formatter={(value) => (typeof value === "number" ? value.toLocaleString(locale) : value)}
                  contentStyle={TOOLTIP_BOX}
                  labelStyle={TOOLTIP_TEXT}
                  itemStyle={TOOLTIP_TEXT}
                />
                {showPrevious && canCompare ? (
                  <Line
                    yAxisId="views"
                    type="monotone"
                    dataKey="previousViews"
                    name={t("admin.chart.previousViews")}
                    {...LINE.previousViews}
                    strokeWidth={2}
                    dot={false}
                  />
                ) : null}
                <Line
                  yAxisId="views"
                  type="monotone"
                  dataKey="views"
                  name={t("admin.chart.views")}
                  {...LINE.views}
                  strokeWidth={2}
                  dot={false}
                />
                {hasSignups ? (
                  <Line
                    yAxisId="signups"
                    type="monotone"
                    dataKey="signups"
                    name={t("admin.chart.signups")}
                    {...LINE.signups}
                    strokeWidth={2}
                    dot={false}
                  />
                ) : null}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <ChartKey
            items={[
              { name: t("admin.chart.views"), line: LINE.views },
              ...(hasSignups ? [{ name: t("admin.chart.signups"), line: LINE.signups }] : []),
              ...(showPrevious && canCompare
                ? [{ name: t("admin.chart.previousViews"), line: LINE.previousViews }]
                : []),
            ]}
          />
        </>
      ) : (
        <p className="mt-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">{t("admin.chart.empty")}</p>
      )}
    </section>
  );
}
