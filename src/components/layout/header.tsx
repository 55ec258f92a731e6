import clsx from "clsx";
import Menu from "lucide-react/icons/menu";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useDarkMode } from "@/features/theme/use-dark-mode";
import { LanguageMenu } from "@/lib/i18n/language-menu";
import { LocalizedNavLink } from "@/lib/i18n/localized-link";
import { Logo } from "./logo";
import { HEADER_LINKS } from "./nav-items";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  );

/** Site header: logo, navigation, language dropdown, dark-mode toggle and the mobile menu. */
export function Header() {
  const { t } = useTranslation();
  const [dark, toggleDark] = useDarkMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // Close the mobile menu after navigating.
    void pathname;
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t("nav.mainLabel")} className="ms-6 hidden flex-1 items-center gap-1 lg:flex">
          {HEADER_LINKS.map((link) => (
            <LocalizedNavLink key={link.to} to={link.to} className={linkClass}>
              {t(`nav.${link.key}`)}
            </LocalizedNavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageMenu />
          <button
            type="button"
            onClick={toggleDark}
            aria-label={dark ? t("nav.switchToLight") : t("nav.switchToDark")}
            aria-pressed={dark}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Sun className="hidden size-5 dark:block" aria-hidden="true" />
            <Moon className="size-5 dark:hidden" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setMenuOpen((v) => !v)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.menuClose") : t("nav.menuOpen")}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t("nav.mobileLabel")}
          className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink to={link.to} className={(s) => clsx(linkClass(s), "block")}>
                  {t(`nav.${link.key}`)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
