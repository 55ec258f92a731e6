import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/features/i18n/localized-link";

/** The site logo: a light and a dark version, swapped by the `dark` class without layout shift. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" className="flex shrink-0 items-center rounded-md" aria-label={t("nav.homeLabel")}>
      <img src="/logo-light.svg" alt="" width={176} height={32} className="h-8 w-auto dark:hidden" />
      <img src="/logo-dark.svg" alt="" width={176} height={32} className="hidden h-8 w-auto dark:block" />
    </LocalizedLink>
  );
}
