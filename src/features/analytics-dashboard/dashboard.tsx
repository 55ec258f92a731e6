import { ANALYTICS_DATE_RANGE } from "@common/api/analytics-dates";
import { LIVE_WINDOW_MINUTES, type PeriodTotals } from "@common/api/insights";
import { useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Download, FileDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { ApiRequestError } from "@/lib/api-client";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { ChangeBadge } from "./change-badge";
import { chartDays } from "./chart-days";
import { analyticsUrl, DATE_PRESETS, type DatePreset, insightsCsvUrl, insightsUrl, rangeParams } from "./date-range";
import { browserLabel, countryLabel, formatPercent, pageLabel } from "./display";
import { downloadInsights, downloadSubscriptions } from "./download-file";
import { useAnalytics } from "./get-analytics";
import { useDailyHomepageViews } from "./get-daily-homepage-views";
import { useInsights } from "./get-insights";
import { useLiveVisitors } from "./get-live-visitors";
import { useSubscriptions } from "./get-subscriptions";
import { HomepageChart } from "./homepage-chart";
import { InsightsLists } from "./insights-lists";
import { periodChange, periodDays } from "./period-change";
import { SummaryCard } from "./summary-card";
import { TopList } from "./top-list";

/** Rows the recent tables show (SPEC.md §9). */
export const RECENT_ROWS = 15;

const tableClass = "w-full text-start text-sm";
const thClass = "sticky top-0 bg-slate-50 px-3 py-2 text-start font-semibold dark:bg-slate-800";
const tdClass = "border-t border-slate-100 px-3 py-2 dark:border-slate-800";

/** The signed-in dashboard (SPEC.md §2 "Admin screen"). */
export function Dashboard() {
  const { t } = useTranslation();
  const { code: lang, locale, dir } = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [preset, setPreset] = useState<DatePreset>("all");
  const [custom, setCustom] = useState({ start: "", end: "" });
  const [downloading, setDownloading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const startId = useId();
  const endId = useId();

  const range = rangeParams(preset, custom);
  const analytics = useAnalytics(analyticsUrl(range));
  const insights = useInsights(insightsUrl(range));
  const live = useLiveVisitors();
  const daily = useDailyHomepageViews();
  const subscriptions = useSubscriptions();

  // A 401 means the session ended: show the login form and forget every admin answer.
  const signedOut = [analytics, insights, live, daily, subscriptions].some((query) => query.data === null);
  useEffect(() => {
    if (signedOut) clearAdminQueries(queryClient);
  }, [signedOut, queryClient]);

  // Numbers in the dashboard language's digits and grouping (formatCount takes the site's language code).
  const count = (n: number) => formatCount(n, lang);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const unknown = t("admin.unknown");
  const data = analytics.data;
  const subscriberTotal = subscriptions.data?.total ?? 0;
  const figures = insights.data ?? undefined;
  const totals = figures?.totals;
  const previous = figures?.previousTotals ?? undefined;
  const days = periodDays(figures?.previousPeriod ?? null);
  /** The change of one of the period's totals against the previous period; none for 'all time'. */
  const change = (key: keyof PeriodTotals) => {
    const moved = totals && days !== null ? periodChange(totals[key], previous?.[key]) : null;
    return moved ? <ChangeBadge change={moved} days={days ?? 0} locale={locale} /> : undefined;
  };

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadSubscriptions();
    } catch (error) {
      console.error("Download failed", error);
      if (error instanceof ApiRequestError && error.status === 401) clearAdminQueries(queryClient);
    } finally {
      setDownloading(false);
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadInsights(insightsCsvUrl(range));
    } catch (error) {
      console.error("Export failed", error);
      if (error instanceof ApiRequestError && error.status === 401) clearAdminQueries(queryClient);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <fieldset className="flex min-w-0 flex-wrap items-end gap-2">
          <legend className="mb-2 text-sm font-medium">{t("admin.range.label")}</legend>
          {DATE_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => setPreset(p)}
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
                  onChange={(e) => setCustom((c) => ({ ...c, start: e.target.value }))}
                  className="ms-2 min-h-10 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
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
                  onChange={(e) => setCustom((c) => ({ ...c, end: e.target.value }))}
                  className="ms-2 min-h-10 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
                />
              </label>
            </span>
          ) : null}
        </fieldset>
        <button
          type="button"
          onClick={() => void onExport()}
          disabled={exporting}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          <FileDown className="size-4" aria-hidden="true" />
          {exporting ? t("admin.exporting") : t("admin.export")}
        </button>
      </div>

      {analytics.isError || insights.isError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t("admin.loadError")}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard title={t("admin.cards.totalVisits")} change={change("visits")}>
          {data ? count(data.totalVisits) : "–"}
        </SummaryCard>
        <SummaryCard
          title={t("admin.cards.uniqueVisitors")}
          note={t("admin.cards.uniqueNote")}
          change={change("uniqueVisitors")}
        >
          {data ? count(data.uniqueVisitors) : "–"}
        </SummaryCard>
        <SummaryCard
          title={t("admin.cards.subscribers")}
          change={change("signups")}
          note={
            totals ? t("admin.cards.signups", { count: totals.signups, formatted: count(totals.signups) }) : undefined
          }
        >
          {subscriptions.data ? count(subscriberTotal) : "–"}
        </SummaryCard>
        <div className="flex items-center rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            onClick={() => void onDownload()}
            disabled={downloading || subscriberTotal === 0}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-indigo-700 px-4 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Download className="size-5" aria-hidden="true" />
            {downloading ? t("admin.cards.downloading") : t("admin.cards.download")}
          </button>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard title={t("admin.cards.clicks")} change={change("clicks")}>
          {totals ? count(totals.clicks) : "–"}
        </SummaryCard>
        <SummaryCard
          title={t("admin.cards.conversion")}
          note={t("admin.cards.conversionNote")}
          change={change("conversionRate")}
        >
          {totals ? (totals.conversionRate === null ? "–" : formatPercent(totals.conversionRate, locale)) : "–"}
        </SummaryCard>
        <SummaryCard title={t("admin.cards.searches")} change={change("searches")}>
          {totals ? count(totals.searches) : "–"}
        </SummaryCard>
        <SummaryCard title={t("admin.cards.live", { count: LIVE_WINDOW_MINUTES })} note={t("admin.cards.liveNote")}>
          {live.data ? count(live.data.visitors) : "–"}
        </SummaryCard>
      </div>

      <HomepageChart days={chartDays(insights.data, daily.data)} locale={locale} rtl={dir === "rtl"} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TopList
          title={t("admin.top.pages")}
          empty={t("admin.top.empty")}
          formatCount={count}
          items={(data?.pageViews ?? []).map((p) => ({ label: pageLabel(p.page, t("admin.home")), count: p.views }))}
        />
        <TopList
          title={t("admin.top.countries")}
          empty={t("admin.top.empty")}
          formatCount={count}
          items={(data?.topCountries ?? []).map((c) => ({
            label: countryLabel(c.country, locale, unknown),
            count: c.visits,
          }))}
        />
        <TopList
          title={t("admin.top.browsers")}
          empty={t("admin.top.empty")}
          formatCount={count}
          items={(data?.topBrowsers ?? []).map((b) => ({ label: browserLabel(b.browser, unknown), count: b.visits }))}
        />
        <TopList
          title={t("admin.top.referrers")}
          empty={t("admin.top.empty")}
          formatCount={count}
          items={(data?.topReferrers ?? []).map((r) => ({ label: r.domain, count: r.referrals }))}
        />
      </div>

      <InsightsLists data={insights.data} loading={insights.isPending} locale={locale} formatCount={count} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="min-w-0 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <h2 className="p-4 text-base font-semibold">{t("admin.recentVisits.title")}</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <section className="max-h-96 overflow-auto" tabIndex={0} aria-label={t("admin.recentVisits.title")}>
            {analytics.isPending ? (
              <p className="p-4 text-sm">{t("admin.recentVisits.loading")}</p>
            ) : data?.recentVisits.length ? (
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th className={thClass}>{t("admin.recentVisits.page")}</th>
                    <th className={thClass}>{t("admin.recentVisits.country")}</th>
                    <th className={thClass}>{t("admin.recentVisits.browser")}</th>
                    <th className={thClass}>{t("admin.recentVisits.time")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.recentVisits.slice(0, RECENT_ROWS).map((v) => (
                    <tr key={v.id}>
                      <td className={tdClass} dir="auto">
                        {pageLabel(v.page, t("admin.home"))}
                      </td>
                      <td className={tdClass}>{countryLabel(v.country, locale, unknown)}</td>
                      <td className={tdClass}>{browserLabel(v.browser, unknown)}</td>
                      <td className={clsx(tdClass, "whitespace-nowrap")}>{dateTime(v.visitedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{t("admin.recentVisits.empty")}</p>
            )}
          </section>
        </section>

        <section className="min-w-0 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <h2 className="p-4 text-base font-semibold">{t("admin.recentSubscriptions.title")}</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <section className="max-h-96 overflow-auto" tabIndex={0} aria-label={t("admin.recentSubscriptions.title")}>
            {subscriptions.isPending ? (
              <p className="p-4 text-sm">{t("admin.recentSubscriptions.loading")}</p>
            ) : subscriptions.data?.items.length ? (
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th className={thClass}>{t("admin.recentSubscriptions.email")}</th>
                    <th className={thClass}>{t("admin.recentSubscriptions.date")}</th>
                    <th className={thClass}>{t("admin.recentSubscriptions.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {subscriptions.data.items.slice(0, RECENT_ROWS).map((s) => (
                    <tr key={s.id}>
                      <td className={clsx(tdClass, "break-all")} dir="ltr">
                        {s.email}
                      </td>
                      <td className={clsx(tdClass, "whitespace-nowrap")}>{dateTime(s.subscribedAt)}</td>
                      <td className={tdClass}>
                        {s.isActive ? t("admin.recentSubscriptions.active") : t("admin.recentSubscriptions.inactive")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{t("admin.recentSubscriptions.empty")}</p>
            )}
          </section>
        </section>
      </div>
    </div>
  );
}
