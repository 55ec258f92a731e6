import type { SelectedTools } from "@common/catalogue/pages";
import { parseToolIds, TOOLS_PARAM } from "@common/catalogue/saved-list";
import type { Tool } from "@common/catalogue/types";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { saveTools, useSavedTools } from "@/lib/saved-tools";
import { getCatalogue } from "./api/catalogue-get";
import { ComparePicker } from "./compare-picker";
import { keepSavedPageOffline } from "./saved-offline";
import { ToolCard } from "./tool-card";

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

/** What a page of the ratings feature passes to a list of tools (features do not import each other). */
export interface RatingSlots {
  /** The ratings feature's rating of a tool, with its count; the catalogue's own without it. */
  renderRating?: (tool: Tool) => ReactNode;
  /** Wraps the tools so their ratings come in one request. */
  statsScope: (ids: string[], children: ReactNode) => ReactNode;
}

/**
 * The Saved page (docs/decisions/047): the visitor's own saved tools, or a list someone shared with them
 * (`/saved?tools=a,b,c`), which they can add to their own. Their own list has a link to share it.
 */
export function SavedList({ renderRating, statsScope }: RatingSlots) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mine = useSavedTools();
  const shared = parseToolIds(params.get(TOOLS_PARAM));
  const showingShared = shared.length > 0;
  const ids = showingShared ? shared : mine;
  const { data, isPending, isError } = useSelection(ids);
  const [copied, setCopied] = useState(false);
  const { code } = useCurrentLanguage();
  const shownOwnList = Boolean(data) && !showingShared;
  // The visitor's own list, shown from the network: keep the page for offline use (docs/decisions/049).
  useEffect(() => {
    if (shownOwnList && navigator.onLine) void keepSavedPageOffline(code);
  }, [shownOwnList, code]);

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
        statsScope(
          tools.map((tool) => tool.id),
          <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} rating={renderRating?.(tool)} />
            ))}
          </div>,
        )
      )}
    </>
  );
}
