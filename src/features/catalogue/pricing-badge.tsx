import type { Pricing } from "@common/catalogue/types";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

const STYLES: Record<Pricing, string> = {
  free: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  freemium: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  paid: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** The tool's pricing type as a coloured badge. */
export function PricingBadge({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[pricing])}>
      {t(`pricing.${pricing}`)}
    </span>
  );
}
