import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocalizedTool } from "./localize-tool";
import { PricingBadge } from "./pricing-badge";
import { RatingSummary } from "./rating-summary";
import { ToolLogo } from "./tool-logo";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h3>
      <div className="mt-0.5 text-sm text-slate-700 dark:text-slate-200">{children}</div>
    </div>
  );
}

/**
 * A tool of the catalogue (SPEC.md §2 "Tools directory"): a 340 px card whose details scroll inside it,
 * with the rating, difficulty and a 'Try Now' link that opens the tool's site in a new tab.
 * `rating` replaces the static rating display (the ratings feature passes its widget).
 * Cards sit directly under a page's h1 (the directory and the category pages), so the tool's name is an h2 and
 * the card's section titles are h3; their size comes from their classes, not their level.
 */
export function ToolCard({ tool, rating }: { tool: LocalizedTool; rating?: ReactNode }) {
  const { t } = useTranslation();
  const difficulty = tool.difficulty ?? "Beginner";
  const detailsId = `tool-${tool.id}-details`;
  return (
    <article
      aria-labelledby={`tool-${tool.id}-name`}
      className="flex h-[340px] min-w-0 flex-col rounded-xl [contain-intrinsic-size:auto_340px] [content-visibility:auto] border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {/* The badges sit beside the name while both fit on a line and wrap below it otherwise, so they never
          squeeze the name: it wraps only between words (no overflow-wrap), at any width and in any language. */}
      <header className="flex items-start gap-3">
        <ToolLogo tool={tool} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
            <h2
              id={`tool-${tool.id}-name`}
              className="line-clamp-2 text-lg font-semibold text-slate-900 dark:text-white"
            >
              <bdi>{tool.name}</bdi>
            </h2>
            <div className="flex flex-wrap items-center gap-1 pt-0.5">
              {tool.featured ? (
                <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                  {t("toolCard.featured")}
                </span>
              ) : null}
              <PricingBadge pricing={tool.pricing} />
            </div>
          </div>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">
            {t("toolCard.by", { company: tool.company })}
          </p>
        </div>
      </header>

      <section
        id={detailsId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={t("toolCard.detailsLabel", { name: tool.name })}
        className="mt-3 min-h-0 flex-1 space-y-2 overflow-y-auto pe-1"
      >
        <Section title={t("toolCard.description")}>
          <p className="line-clamp-3">{tool.description}</p>
        </Section>
        <Section title={t("toolCard.bestFor")}>
          <p>{tool.bestFor}</p>
        </Section>
        <Section title={t("toolCard.whatItDoes")}>
          <p>{tool.whatItDoes}</p>
        </Section>
        <Section title={t("toolCard.topUseCases")}>
          <ul className="list-disc ps-5">
            {tool.topUseCases.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        </Section>
        <Section title={t("toolCard.example")}>
          <p className="italic">{t("toolCard.quoted", { text: tool.example })}</p>
        </Section>
      </section>

      {/* Two rows of fixed height: the rating row keeps its place from the loading placeholder to the stars
          (and whatever its width in a language), so nothing below it moves when the ratings arrive. */}
      <footer className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <div className="flex min-h-6 items-center">
          {rating ?? <RatingSummary rating={tool.rating} reviews={tool.reviews} />}
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {t("toolCard.difficultyLabel", { level: t(`difficulty.${difficulty}`) })}
          </span>
          <a
            href={tool.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`${detailsId}-try`}
            className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md bg-indigo-700 px-3.5 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            {t("toolCard.tryNow")}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
          {/* The link's name is its visible text (WCAG 2.5.3); which tool, and the new tab, are its description. */}
          <span id={`${detailsId}-try`} hidden>
            {t("toolCard.tryNowLabel", { name: tool.name })}
          </span>
        </div>
      </footer>
    </article>
  );
}
