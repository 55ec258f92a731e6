import clsx from "clsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useConsent } from "@/lib/consent-store";
import { getPublicConfig } from "@/lib/public-config";
import { loadAdScript } from "./load-ad-script";

export type AdPlacement = "homeInline" | "newsletter";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * An ad banner, its height reserved so nothing moves when the ad arrives. With no ad client configured it
 * renders nothing in production and a labelled placeholder in development; the ad script loads only after
 * the visitor accepts cookies.
 */
export function AdSlot({ placement, className }: { placement: AdPlacement; className?: string }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const { ads } = getPublicConfig();
  const slotId = ads.slots[placement];
  const configured = Boolean(ads.clientId && slotId);
  const pushed = useRef(false);

  useEffect(() => {
    if (!configured || consent !== "accepted" || pushed.current) return;
    pushed.current = true;
    loadAdScript(ads.clientId);
    window.adsbygoogle = window.adsbygoogle ?? [];
    window.adsbygoogle.push({});
  }, [configured, consent, ads.clientId]);

  if (!configured) {
    if (!import.meta.env.DEV) return null;
    return (
      <div
        className={clsx(
          "flex h-[120px] items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500 dark:border-slate-700",
          className,
        )}
      >
        {t("ads.placeholder", { slot: placement })}
      </div>
    );
  }

  // Until cookies are accepted there is no ad and no empty gap; the slot appears only after the visitor's own
  // click, which layout-shift metrics exclude.
  if (consent !== "accepted") return null;
  return (
    <aside aria-label={t("ads.label")} className={clsx("min-h-[120px]", className)}>
      <ins
        className="adsbygoogle block min-h-[120px]"
        data-ad-client={ads.clientId}
        data-ad-slot={slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
