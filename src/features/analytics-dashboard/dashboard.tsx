import { LIVE_WINDOW_MINUTES, type PeriodTotals } from "@common/api/insights";
import type { SubscriberStatus } from "@common/api/subscriptions";
import { useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FileDown from "lucide-react/icons/file-down";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { downloadInsights, downloadSubscriptions } from "@/lib/admin/download-file";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { ChangeBadge } from "./change-badge";
import { chartDays } from "./chart-days";
import { analyticsUrl, type DatePreset, insightsCsvUrl, insightsUrl, rangeParams } from "./date-range";
import { browserLabel, countryLabel, formatPercent, pageLabel } from "./display";
import { useAnalytics } from "./get-analytics";
import { useDailyHomepageViews } from "./get-daily-homepage-views";
import { useInsights } from "./get-insights";
import { useLiveVisitors } from "./get-live-visitors";
import { useSubscriptions } from "./get-subscriptions";
import { HomepageChart } from "./homepage-chart";
import { InsightsLists } from "./insights-lists";
import { periodChange, periodDays } from "./period-change";
import { RangePicker } from "./range-picker";
import { RecentTable } from "./recent-table";
import { SubscriberData } from "./subscriber-data";
import { SummaryCard } from "./summary-card";
import { TopList } from "./top-list";
import { useDownload } from "./use-download";

/** The label of each subscriber state: SPEC.md's Active and Inactive (unsubscribed), and Pending until confirmed. */
const SUBSCRIPTION_STATUS_LABELS = {
  pending: "admin.recentSubscriptions.pending",
  active: "admin.recentSubscriptions.active",
  unsubscribed: "admin.recentSubscriptions.inactive",
} as const satisfies Record<SubscriberStatus, string>;

/** The signed-in dashboard (SPEC.md §2 "Admin screen"). */
export function Dashboard() {
  const { t } = useTranslation();
  const { code: lang, locale, dir } = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [preset, setPreset] = useState<DatePreset>("all");
  const [custom, setCustom] = useState({ start: "", end: "" });

  const range = rangeParams(preset, custom);
  const subscriberDownload = useDownload(downloadSubscriptions, "Download failed");
  const insightsExport = useDownload(() => downloadInsights(insightsCsvUrl(range)), "Export failed");
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

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RangePicker preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />
        <button
          type="button"
          onClick={() => void insightsExport.start()}
          disabled={insightsExport.busy}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          <FileDown className="size-4" aria-hidden="true" />
          {insightsExport.busy ? t("admin.exporting") : t("admin.export")}
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
            onClick={() => void subscriberDownload.start()}
            // The CSV lists every address (pending and unsubscribed ones too), so any listed row is worth a download.
            disabled={subscriberDownload.busy || (subscriptions.data?.items.length ?? 0) === 0}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-indigo-700 px-4 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Download className="size-5" aria-hidden="true" />
            {subscriberDownload.busy ? t("admin.cards.downloading") : t("admin.cards.download")}
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
        <RecentTable
          title={t("admin.recentVisits.title")}
          loading={analytics.isPending}
          loadingText={t("admin.recentVisits.loading")}
          emptyText={t("admin.recentVisits.empty")}
          rows={data?.recentVisits}
          rowKey={(v) => v.id}
          columns={[
            { header: t("admin.recentVisits.page"), cell: (v) => pageLabel(v.page, t("admin.home")), dir: "auto" },
            { header: t("admin.recentVisits.country"), cell: (v) => countryLabel(v.country, locale, unknown) },
            { header: t("admin.recentVisits.browser"), cell: (v) => browserLabel(v.browser, unknown) },
            {
              header: t("admin.recentVisits.time"),
              cell: (v) => dateTime(v.visitedAt),
              className: "whitespace-nowrap",
            },
          ]}
        />
        <RecentTable
          title={t("admin.recentSubscriptions.title")}
          loading={subscriptions.isPending}
          loadingText={t("admin.recentSubscriptions.loading")}
          emptyText={t("admin.recentSubscriptions.empty")}
          rows={subscriptions.data?.items}
          rowKey={(s) => s.id}
          columns={[
            { header: t("admin.recentSubscriptions.email"), cell: (s) => s.email, className: "break-all", dir: "ltr" },
            {
              header: t("admin.recentSubscriptions.date"),
              cell: (s) => dateTime(s.subscribedAt),
              className: "whitespace-nowrap",
            },
            {
              header: t("admin.recentSubscriptions.status"),
              cell: (s) => t(SUBSCRIPTION_STATUS_LABELS[s.status]),
            },
            {
              header: t("admin.recentSubscriptions.confirmed"),
              cell: (s) => (s.confirmedAt ? dateTime(s.confirmedAt) : "–"),
              className: "whitespace-nowrap",
            },
          ]}
        />
      </div>
      <SubscriberData />
    </div>
  );
}
