import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/** Home hero: the page's largest element is text, so it paints from the HTML without waiting on images. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-16 sm:py-20 dark:from-indigo-950/60 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
          <Sparkles className="size-4" aria-hidden="true" />
          {t("hero.badge")}
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t("hero.title")} <span className="text-indigo-700 dark:text-indigo-300">{t("hero.titleHighlight")}</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LocalizedLink
            to="/tools"
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800"
          >
            {t("hero.ctaPrimary")}
            <ArrowRight className="rtl-flip size-4" aria-hidden="true" />
          </LocalizedLink>
          <LocalizedLink
            to="/blog"
            className="inline-flex min-h-12 items-center rounded-md border border-slate-300 bg-white px-6 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
          >
            {t("hero.ctaSecondary")}
          </LocalizedLink>
        </div>
        <p className="mt-6">
          <LocalizedLink
            to="/paths"
            className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
          >
            {t("hero.ctaPaths")}
          </LocalizedLink>
        </p>
      </div>
    </section>
  );
}
