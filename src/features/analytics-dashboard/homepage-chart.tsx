import type { DailyHomepageViews } from "@common/api/analytics";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

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

/** 'Homepage Views Over Time': a smooth (monotone) line, x axis month/day, tooltip series 'Views'. */
export function HomepageChart({ data, locale }: { data: DailyHomepageViews | null | undefined; locale: string }) {
  const { t } = useTranslation();
  const monthDay = (date: string) =>
    new Intl.DateTimeFormat(locale, { month: "numeric", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{t("admin.chart.title")}</h2>
      {data?.length ? (
        <div className="mt-4 h-64" dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
              <XAxis dataKey="date" tickFormatter={monthDay} tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <Tooltip
                labelFormatter={(label) => monthDay(String(label))}
                contentStyle={TOOLTIP_BOX}
                labelStyle={TOOLTIP_TEXT}
                itemStyle={TOOLTIP_TEXT}
              />
              <Line
                type="monotone"
                dataKey="views"
                name={t("admin.chart.views")}
                stroke="#4f46e5"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="mt-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">{t("admin.chart.empty")}</p>
      )}
    </section>
  );
}
