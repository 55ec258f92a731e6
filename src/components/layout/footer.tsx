import { YEAR_ATTRIBUTE } from "@common/page-year";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { getPageYear } from "@/lib/public-config";

const QUICK_LINKS = [
  { to: "/", key: "home" },
  { to: "/tools", key: "tools" },
  { to: "/blog", key: "blog" },
  { to: "/about", key: "about" },
  { to: "/#faq", key: "faq" },
  { to: "/contact", key: "contact" },
  { to: "/paths", key: "paths" },
  { to: "/suggest", key: "suggest" },
  { to: "/saved", key: "saved" },
] as const;

const LEGAL_LINKS = [
  { to: "/privacy", key: "privacy" },
  { to: "/terms", key: "terms" },
] as const;

// Stands where the year goes in the translated copyright line, which is then cut around it: the year has an
// element of its own, which the Worker fills with the year it answers in (common/page-year.ts).
const YEAR_SLOT = "\u2063";

/** The copyright line with the year in its own element, wherever the language puts it. */
function Copyright() {
  const { t } = useTranslation();
  const [before, after = ""] = t("footer.copyright", { year: YEAR_SLOT }).split(YEAR_SLOT);
  return (
    <>
      {before}
      <span {...{ [YEAR_ATTRIBUTE]: "" }}>{getPageYear()}</span>
      {after}
    </>
  );
}

const linkClass =
  "rounded text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white";

/** Site footer: quick links (the FAQ link scrolls smoothly to the home page's #faq section) and legal links. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        <div>
          <p className="text-base font-semibold text-slate-900 dark:text-white">{t("app.name")}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("footer.description")}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("footer.legal")}
          </h2>
          <ul className="mt-3 space-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <Copyright />
      </p>
    </footer>
  );
}
