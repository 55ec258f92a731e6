import type { Pricing } from "@common/catalogue/types";
import { useTranslation } from "react-i18next";

/** The badge class of each pricing type (tool-card.css). */
const BADGE: Record<Pricing, string> = {
  free: "badge badge-free",
  freemium: "badge badge-freemium",
  paid: "badge badge-paid",
};

/** The tool's pricing type as a coloured badge. */
export function PricingBadge({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  return <span className={BADGE[pricing]}>{t(`pricing.${pricing}`)}</span>;
}
