import type { Tool } from "@common/catalogue/types";
import { useTranslation } from "react-i18next";
import { PricingBadge } from "./pricing-badge";

/** A tool's Featured badge (when featured) and its pricing badge: one row for the card and the tool page alike. */
export function ToolBadges({ tool, className }: { tool: Pick<Tool, "featured" | "pricing">; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {tool.featured ? <span className="badge badge-featured">{t("toolCard.featured")}</span> : null}
      <PricingBadge pricing={tool.pricing} />
    </div>
  );
}
