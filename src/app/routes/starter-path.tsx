import { blogPostPath } from "@common/site-pages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { LoadingScreen } from "@/components/ui/spinner";
import { starterPathPageQuery } from "@/features/catalogue/api/get-starter-paths";
import { StarterPathSteps } from "@/features/catalogue/starter-paths";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { PageHead } from "../page-head";
import { Component as NotFound } from "./not-found";

/**
 * /paths/{id}: a starter path's tools in order, each with why it comes at that step, and the guide to read
 * alongside (docs/decisions/048), from `GET /api/catalogue/paths/{id}` (in the page's HTML on a full load). A path
 * that is not published is the not-found screen (the Worker answers it with 404).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { code } = useCurrentLanguage();
  const { data, isPending } = useQuery({ ...starterPathPageQuery(code, id), throwOnError: true });

  if (isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <>
        <PageHead starterPath={null} />
        <NotFound />
      </>
    );
  }
  const titleLang = data.title.lang === code ? {} : { lang: data.title.lang };
  const summaryLang = data.summary.lang === code ? {} : { lang: data.summary.lang };
  return (
    <article aria-labelledby="path-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead starterPath={{ title: data.title.text, summary: data.summary.text }} />
      <BackLink to="/paths">{t("paths.allPaths")}</BackLink>
      <h1 id="path-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl" {...titleLang}>
        {data.title.text}
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-300" {...summaryLang}>
        {data.summary.text}
      </p>
      <h2 id="path-steps-heading" className="mt-8 text-2xl font-bold tracking-tight">
        {t("paths.stepsHeading")}
      </h2>
      <StarterPathSteps path={data} pageLang={code} />
      {data.guide ? (
        <aside aria-labelledby="path-guide-heading" className="mt-10 rounded-xl bg-indigo-50 p-5 dark:bg-slate-800">
          <h2 id="path-guide-heading" className="text-lg font-semibold">
            {t("paths.guideHeading")}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("paths.guideIntro")}</p>
          <p className="mt-2">
            <LocalizedLink
              to={blogPostPath(data.guide.slug)}
              className="font-semibold text-indigo-700 underline dark:text-indigo-300"
            >
              {data.guide.title}
            </LocalizedLink>
          </p>
        </aside>
      ) : null}
    </article>
  );
}
