import { ANALYTICS_DATE_RANGE } from "@common/api/analytics-dates";
import { useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Download } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "@/features/catalogue/format";
import { useCurrentLanguage } from "@/features/i18n/use-current-language";
import { ApiRequestError } from "@/lib/api-client";
import { clearAdminQueries } from "../admin-auth/admin-queries";
import { analyticsUrl, DATE_PRESETS, type DatePreset, rangeParams } from "./date-range";
import { browserLabel, countryLabel, pageLabel } from "./display";
import { downloadSubscriptions } from "./download-subscriptions";
import { HomepageChart } from "./homepage-chart";
import { useAnalytics, useDailyHomepageViews, useSubscriptions } from "./queries";
import { TopList } from "./top-list";

/** Rows the recent tables show (SPEC.md §9). */
export const RECENT_ROWS = 15;

function Card({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</p>
      <div className="mt-1 text-3xl font-bold tabular-nums">{children}</div>
      {note ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
    </div>
  );
}

const tableClass = "w-full text-start text-sm";
const thClass = "sticky top-0 bg-slate-50 px-3 py-2 text-start font-semibold dark:bg-slate-800";
const tdClass = "border-t border-slate-100 px-3 py-2 dark:border-slate-800";

/** The signed-in dashboard (SPEC.md §2 "Admin screen"). */
export function Dashboard() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [preset, setPreset] = useState<DatePreset>("all");
  const [custom, setCustom] = useState({ start: "", end: "" });
  const [downloading, setDownloading] = useState(false);
  const startId = useId();
  const endId = useId();

  const analytics = useAnalytics(analyticsUrl(rangeParams(preset, custom)));
  const daily = useDailyHomepageViews();
  const subscriptions = useSubscriptions();

  // A 401 means the session ended: show the login form and forget every admin answer.
  const signedOut = analytics.data === null || daily.data === null || subscriptions.data === null;
  useEffect(() => {
    if (signedOut) clearAdminQueries(queryClient);
  }, [signedOut, queryClient]);

  const count = (n: number) => formatCount(n, locale);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const unknown = t("admin.unknown");
  const data = analytics.data;
  const subscriberTotal = subscriptions.data?.total ?? 0;

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

  return (
    <div className="space-y-6">
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

      {analytics.isError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t("admin.loadError")}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card title={t("admin.cards.totalVisits")}>{data ? count(data.totalVisits) : "–"}</Card>
        <Card title={t("admin.cards.uniqueVisitors")} note={t("admin.cards.uniqueNote")}>
          {data ? count(data.uniqueVisitors) : "–"}
        </Card>
        <Card title={t("admin.cards.subscribers")}>{subscriptions.data ? count(subscriberTotal) : "–"}</Card>
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

      <HomepageChart data={daily.data} locale={locale} />

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
