import { COMPARE_MAX, TOOLS_PARAM } from "@common/catalogue/saved-list";
import { routeOf } from "@common/routes";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { useSavedTools } from "@/lib/saved-tools";

/** On a tool page: this tool beside the last one or two the visitor saved (nothing until another tool is saved). */
export function CompareWithSaved({ id }: { id: string }) {
  const { t } = useTranslation();
  const others = useSavedTools().filter((saved) => saved !== id);
  if (others.length === 0) return null;
  const ids = [id, ...others.slice(-(COMPARE_MAX - 1))];
  return (
    <LocalizedLink
      to={`${routeOf("compare").pattern}?${new URLSearchParams({ [TOOLS_PARAM]: ids.join(",") })}`}
      className="tool-facts-link self-center text-sm"
    >
      {t("compare.withSaved")}
    </LocalizedLink>
  );
}
