import type { Tool } from "@common/catalogue/types";
import { toolPagePath } from "@common/site-pages";
import { useTranslation } from "react-i18next";
import { ToolLogo } from "@/components/ui/tool-logo";
import { outboundToolLink } from "@/lib/analytics/report-outbound-clicks";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/**
 * Four easy tools to start with, the owner's choice (featured beginner tools, in the catalogue's order; the Worker
 * picks them, docs/decisions/040): each name leads to the tool's page here, 'Visit site' to its own site in a new
 * tab. Nothing is shown until they are known (they are in the page's HTML on a full load).
 */
export function BeginnerToolsBanner({ tools }: { tools: readonly Tool[] }) {
  const { t } = useTranslation();
  if (!tools.length) return null;
  return (
    <section aria-labelledby="beginner-tools-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-indigo-700 p-6 text-white sm:p-10 dark:bg-indigo-900">
        <h2 id="beginner-tools-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("beginnerTools.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-indigo-100">{t("beginnerTools.subtitle")}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li
              key={tool.id}
              className="flex flex-col rounded-xl bg-white p-5 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
            >
              <span className="flex items-center gap-3">
                <ToolLogo tool={tool} size="sm" />
                <LocalizedLink
                  to={toolPagePath(tool.id)}
                  className="rounded font-semibold text-slate-900 hover:underline dark:text-slate-100"
                >
                  <bdi>{tool.name}</bdi>
                </LocalizedLink>
              </span>
              <p className="mt-3 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-300">{tool.description}</p>
              <a
                href={tool.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`beginner-${tool.id}-try`}
                {...outboundToolLink(tool.id)}
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t("beginnerTools.visit")}
                <span className="new-tab-arrow" aria-hidden="true" />
              </a>
              {/* Visible text as the name (WCAG 2.5.3); the tool and the new tab as the description. */}
              <span id={`beginner-${tool.id}-try`} hidden>
                {t("toolCard.tryNowLabel", { name: tool.name })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
