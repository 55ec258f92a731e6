import type { SelectedTools } from "@common/catalogue/pages";
import { parseToolIds, TOOLS_PARAM } from "@common/catalogue/saved-list";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { getCatalogue } from "@/features/catalogue/api/catalogue-get";
import { ToolCard } from "@/features/catalogue/tool-card";
import { renderToolRating } from "@/features/ratings/tool-rating";
import { ToolStatsScope } from "@/features/ratings/tool-stats-scope";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { saveTools, useSavedTools } from "@/lib/saved-tools";
import { ComparePicker } from "./compare-picker";

/** The tools of a list, in its order, in the page's language (`GET /api/catalogue/selection`). */
export function useSelection(ids: readonly string[]) {
  const { code } = useCurrentLanguage();
  return useQuery({
    queryKey: ["catalogue", "selection", code, ids.join(",")] as const,
    queryFn: ({ signal }) =>
      getCatalogue<SelectedTools>("/selection", code, new URLSearchParams({ ids: ids.join(",") }), signal),
    enabled: ids.length > 0,
  });
}

/**
 * The Saved page (docs/decisions/047): the visitor's own saved tools, or a list someone shared with them
 * (`/saved?tools=a,b,c`), which they can add to their own. Their own list has a link to share it.
 */
export function SavedList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mine = useSavedTools();
  const shared = parseToolIds(params.get(TOOLS_PARAM));
  const showingShared = shared.length > 0;
  const ids = showingShared ? shared : mine;
  const { data, isPending, isError } = useSelection(ids);
  const [copied, setCopied] = useState(false);

  if (ids.length === 0) return <p className="mt-6 text-lg">{t("saved.empty")}</p>;
  if (isError)
    return (
      <p role="alert" className="mt-6">
        {t("saved.failed")}
      </p>
    );
  const tools = (data?.tools ?? []).map(({ tool }) => tool);
  const shareUrl = `${window.location.origin}${window.location.pathname}?${TOOLS_PARAM}=${mine.join(",")}`;
  return (
    <>
      {showingShared ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p>{t("saved.sharedIntro", { count: shared.length })}</p>
          <button type="button" className="saved-action" onClick={() => saveTools(shared)}>
            {t("saved.saveAll")}
          </button>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="saved-action"
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true));
            }}
          >
            {t("saved.share")}
          </button>
          <p role="status" className="text-sm">
            {copied ? t("saved.copied") : ""}
          </p>
        </div>
      )}
      {!showingShared && !isPending ? <ComparePicker tools={tools} /> : null}
      {isPending ? (
        <p role="status" className="mt-6">
          {t("saved.loading")}
        </p>
      ) : (
        <ToolStatsScope ids={tools.map((tool) => tool.id)}>
          <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} rating={renderToolRating(tool)} />
            ))}
          </div>
        </ToolStatsScope>
      )}
    </>
  );
}
