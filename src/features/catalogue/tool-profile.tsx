import { directoryPath } from "@common/catalogue/directory-query";
import type { Tool } from "@common/catalogue/types";
import { fillPattern, routeOf } from "@common/routes";
import { toolPagePath } from "@common/site-pages";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ToolLogo } from "@/components/ui/tool-logo";
import { outboundToolLink } from "@/lib/analytics/report-outbound-clicks";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { CompareWithSaved } from "./compare-with-saved";
import { SaveToolButton } from "./save-tool-button";
import { ToolBadges } from "./tool-badges";

/** Home › {category} › {tool}: every step a link, the last one the page itself. */
export function ToolBreadcrumb({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const steps = [
    { to: "/", label: t("nav.home") },
    { to: fillPattern(routeOf("category").pattern, tool.category), label: t(`categories.${tool.category}.title`) },
    { to: toolPagePath(tool.id), label: tool.name },
  ];
  return (
    <nav aria-label={t("toolPage.breadcrumbLabel")}>
      <ol className="tool-breadcrumb">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <li key={step.to} className="tool-breadcrumb-step">
              {index > 0 ? <ChevronRight className="rtl-flip size-4 shrink-0" aria-hidden="true" /> : null}
              <LocalizedLink
                to={step.to}
                aria-current={last ? "page" : undefined}
                className={last ? "tool-breadcrumb-current" : "tool-breadcrumb-link"}
              >
                <bdi>{step.label}</bdi>
              </LocalizedLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="tool-page-label">{title}</h2>
      <div className="tool-page-text">{children}</div>
    </section>
  );
}

/**
 * Everything a tool card says, in full (SPEC.md §2 "Tools directory", no clamping): logo tile, name, maker,
 * Featured and pricing badges, description, best for, what it does, top use cases, the example, difficulty and
 * 'Try Now' (the tool's site, in a new tab), with the tool's tags linking to the directory filtered by each.
 * `rating` is the ratings feature's part of the page, shown beside the details on wide screens; `facts` is what a
 * beginner needs to know before signing up, after what the tool does.
 */
export function ToolProfile({ tool, rating, facts }: { tool: Tool; rating: ReactNode; facts?: ReactNode }) {
  const { t } = useTranslation();
  const difficulty = tool.difficulty ?? "Beginner";
  return (
    <>
      <header className="tool-page-header">
        <ToolLogo tool={tool} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 id="tool-page-name" className="text-3xl font-bold tracking-tight sm:text-4xl">
              <bdi>{tool.name}</bdi>
            </h1>
            <ToolBadges tool={tool} className="flex flex-wrap items-center gap-1.5" />
          </div>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("toolCard.by", { company: tool.company })}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("toolCard.difficultyLabel", { level: t(`difficulty.${difficulty}`) })}
          </p>
        </div>
        <SaveToolButton id={tool.id} name={tool.name} />
        <CompareWithSaved id={tool.id} />
        <a
          href={tool.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="tool-page-try"
          className="tool-card-try self-start"
          {...outboundToolLink(tool.id)}
        >
          {t("toolCard.tryNow")}
        </a>
        {/* The link's name is its visible text (WCAG 2.5.3); which tool, and the new tab, are its description. */}
        <span id="tool-page-try" hidden>
          {t("toolCard.tryNowLabel", { name: tool.name })}
        </span>
      </header>

      <div className="tool-page-columns">
        <div className="tool-page-details">
          <Section title={t("toolCard.description")}>
            <p>{tool.description}</p>
          </Section>
          <Section title={t("toolCard.bestFor")}>
            <p>{tool.bestFor}</p>
          </Section>
          <Section title={t("toolCard.whatItDoes")}>
            <p>{tool.whatItDoes}</p>
          </Section>
          {facts}
          <Section title={t("toolCard.topUseCases")}>
            <ul className="list-disc space-y-1 ps-5">
              {tool.topUseCases.map((useCase) => (
                <li key={useCase}>{useCase}</li>
              ))}
            </ul>
          </Section>
          <Section title={t("toolCard.example")}>
            <blockquote className="tool-page-example">{t("toolCard.quoted", { text: tool.example })}</blockquote>
          </Section>
          <Section title={t("toolPage.tagsTitle")}>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("toolPage.tagsHint")}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {tool.tags.map((tag) => (
                <li key={tag}>
                  <LocalizedLink to={directoryPath({ tag })} className="tool-tag">
                    {t(`tags.${tag}`)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className="tool-page-aside">{rating}</div>
      </div>
    </>
  );
}
