import { localizePath, parseLocalizedPath } from "@common/i18n/localized-path";
import { useTranslation } from "react-i18next";
import { useLocation, useRouteError } from "react-router";

/** Catches render and route-loading errors with a translated message and a way back home. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  console.error(error);
  const home = localizePath("/", parseLocalizedPath(pathname).lang);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t("errors.somethingWrong")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t("errors.somethingWrongHint")}</p>
      {/* A full page load recovers from a failed chunk download as well as from a render error. */}
      <a
        href={home}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-indigo-700 px-5 font-medium text-white hover:bg-indigo-800"
      >
        {t("errors.backHome")}
      </a>
    </div>
  );
}
