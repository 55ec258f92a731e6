import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/** Shown for any path that is not a route (SPEC.md §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-5xl font-bold text-indigo-600 dark:text-indigo-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t("errors.pageNotFound")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t("errors.missingPageRouter")}</p>
      <LocalizedLink
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-indigo-700 px-5 font-medium text-white hover:bg-indigo-800"
      >
        {t("errors.backHome")}
      </LocalizedLink>
    </section>
  );
}
