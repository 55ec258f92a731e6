import type { InsightsResponse } from "@common/api/insights";
import { useTranslation } from "react-i18next";
import { languageName } from "@/lib/i18n/language-name";
import { campaignLabel, formatPercent, pageLabel, systemLabel } from "./display";
import { TopList } from "./top-list";

/**
 * The owner's lists for the chosen range: tools by outbound clicks (with the tool page's click-through rate),
 * searches, searches nobody answered, languages, devices, systems, campaigns and entry pages. Each shows
 * 'Loading...' until the figures arrive and its empty text when there are none.
 */
export function InsightsLists({
  data,
  loading,
  locale,
  formatCount,
}: {
  /** The figures; none while they load or when they could not be loaded. */
  data: InsightsResponse | null | undefined;
  loading: boolean;
  locale: string;
  formatCount: (n: number) => string;
}) {
  const { t } = useTranslation();
  const unknown = t("admin.unknown");
  const common = {
    empty: t("admin.top.empty"),
    formatCount,
    loading: loading ? t("app.loading") : undefined,
  };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <TopList
        {...common}
        title={t("admin.insights.tools")}
        items={(data?.topTools ?? []).map((tool) => ({
          key: tool.toolId,
          label: tool.name ?? tool.toolId,
          count: tool.clicks,
          detail: t("admin.insights.clickThrough", {
            rate: tool.clickThroughRate === null ? "–" : formatPercent(tool.clickThroughRate, locale),
          }),
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.searches")}
        items={(data?.topSearches ?? []).map((search) => ({
          label: search.term,
          count: search.searches,
          detail: t("admin.insights.results", { count: search.results, formatted: formatCount(search.results) }),
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.zeroResults")}
        note={t("admin.insights.zeroResultsNote")}
        items={(data?.zeroResultSearches ?? []).map((search) => ({ label: search.term, count: search.searches }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.entryPages")}
        note={t("admin.insights.entryPagesNote")}
        items={(data?.entryPages ?? []).map((entry) => ({
          label: pageLabel(entry.page, t("admin.home")),
          count: entry.entries,
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.languages")}
        items={(data?.languages ?? []).map((language) => ({
          key: language.language,
          label: languageName(language.language, locale),
          count: language.visits,
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.devices")}
        items={(data?.devices ?? []).map((device) => ({
          key: device.device,
          label: device.device === "unknown" ? unknown : t(`admin.insights.device.${device.device}`),
          count: device.visits,
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.systems")}
        items={(data?.operatingSystems ?? []).map((system) => ({
          label: systemLabel(system.os, unknown),
          count: system.visits,
        }))}
      />
      <TopList
        {...common}
        title={t("admin.insights.campaigns")}
        note={t("admin.insights.campaignsNote")}
        items={(data?.campaigns ?? []).map((campaign) => ({ label: campaignLabel(campaign), count: campaign.visits }))}
      />
    </div>
  );
}
