import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/features/i18n/localized-link";

/**
 * The site logo: a light and a dark version, swapped by the `dark` class without layout shift. It is the one
 * part of the header that gives way on the narrowest phones (320 px), where the buttons beside it need 47 px
 * more than the row has: it scales down (never below its height's proportion) instead of pushing the page wide.
 */
export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" className="flex min-w-0 items-center rounded-md" aria-label={t("nav.homeLabel")}>
      <img src="/logo-light.svg" alt="" width={176} height={32} className="h-auto w-44 max-w-full dark:hidden" />
      <img src="/logo-dark.svg" alt="" width={176} height={32} className="hidden h-auto w-44 max-w-full dark:block" />
    </LocalizedLink>
  );
}
