import { starterPathPagePath, toolPagePath } from "@common/site-pages";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { useTranslation } from "react-i18next";
import { ToolLogo } from "@/components/ui/tool-logo";
import { outboundToolLink } from "@/lib/analytics/report-outbound-clicks";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { ToolBadges } from "./tool-badges";

/**
 * The starter paths (docs/decisions/048): the list of published paths, and one path's steps in order. A text the
 * owner has not written in the page's language comes in English and carries `lang="en"`, so a screen reader reads
 * it in English rather than with the page's voice.
 */

/** `lang` on an element whose text is not in the page's language; nothing otherwise. */
function langOf(shownLang: string, pageLang: string): { lang?: string } {
  return shownLang === pageLang ? {} : { lang: shownLang };
}

export function StarterPathCards({ list, pageLang }: { list: StarterPathList; pageLang: string }) {
  const { t } = useTranslation();
  const names = new Intl.ListFormat(pageLang, { type: "conjunction" });
  if (list.paths.length === 0) return <p className="mt-8 text-slate-600 dark:text-slate-300">{t("paths.empty")}</p>;
  return (
    <ol className="mt-8 grid gap-5 md:grid-cols-2">
      {list.paths.map((path) => (
        <li
          key={path.id}
          className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-xl font-semibold" {...langOf(path.title.lang, pageLang)}>
            {/* The whole card is the link's target area; the link's name is the title. */}
            <LocalizedLink
              to={starterPathPagePath(path.id)}
              className="after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none"
            >
              {path.title.text}
            </LocalizedLink>
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300" {...langOf(path.summary.lang, pageLang)}>
            {path.summary.text}
          </p>
          <p className="mt-3 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            {t("paths.stepCount", { count: path.toolNames.length })}
            <span aria-hidden="true"> · </span>
            <bdi>{t("paths.toolsInOrder", { names: names.format(path.toolNames) })}</bdi>
          </p>
        </li>
      ))}
    </ol>
  );
}

export function StarterPathSteps({ path, pageLang }: { path: StarterPathPage; pageLang: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-labelledby="path-steps-heading" className="mt-4 space-y-4">
      {path.steps.map(({ tool, why }, index) => (
        <li
          key={tool.id}
          aria-labelledby={`path-step-${tool.id}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <ToolLogo tool={tool} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                {t("paths.stepLabel", { number: index + 1 })}
              </p>
              <h3 id={`path-step-${tool.id}`} className="text-lg font-semibold">
                <LocalizedLink to={toolPagePath(tool.id)} className="hover:underline">
                  <bdi>{tool.name}</bdi>
                </LocalizedLink>
              </h3>
              <ToolBadges tool={tool} className="mt-1 flex flex-wrap gap-2" />
            </div>
          </div>
          <p className="mt-3" {...langOf(why.lang, pageLang)}>
            {why.text}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            <LocalizedLink to={toolPagePath(tool.id)} className="text-indigo-700 underline dark:text-indigo-300">
              {t("paths.aboutTool", { name: tool.name })}
            </LocalizedLink>
            <a
              href={tool.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={`path-step-${tool.id}-try`}
              className="text-indigo-700 underline dark:text-indigo-300"
              {...outboundToolLink(tool.id)}
            >
              {t("toolCard.tryNow")}
            </a>
          </p>
          {/* As on the cards: the link's name is its visible text; which tool, and the new tab, its description. */}
          <span id={`path-step-${tool.id}-try`} hidden>
            {t("toolCard.tryNowLabel", { name: tool.name })}
          </span>
        </li>
      ))}
    </ol>
  );
}
