import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocalizedTool } from "@common/catalogue/localize-tool";
import { PricingBadge } from "./pricing-badge";
import { RatingSummary } from "./rating-summary";
import { ToolLogo } from "./tool-logo";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="tool-card-label">{title}</h3>
      <div className="tool-card-text">{children}</div>
    </div>
  );
}

/**
 * A tool of the catalogue (SPEC.md §2 "Tools directory"): a 340 px card whose details scroll inside it,
 * with the rating, difficulty and a 'Try Now' link that opens the tool's site in a new tab.
 * `rating` replaces the static rating display (the ratings feature passes its widget).
 * Cards sit directly under a page's h1 (the directory and the category pages), so the tool's name is an h2 and
 * the card's section titles are h3; their size comes from their classes, not their level.
 * The classes are the card's own (tool-card.css): 47 cards of utility classes made the directory's HTML twice
 * as heavy for a phone to parse and style.
 */
export function ToolCard({ tool, rating }: { tool: LocalizedTool; rating?: ReactNode }) {
  const { t } = useTranslation();
  const difficulty = tool.difficulty ?? "Beginner";
  const detailsId = `tool-${tool.id}-details`;
  return (
    <article aria-labelledby={`tool-${tool.id}-name`} className="tool-card">
      {/* The badges sit beside the name while both fit on a line and wrap below it otherwise, so they never
          squeeze the name: it wraps only between words (no overflow-wrap), at any width and in any language. */}
      <header className="tool-card-header">
        <ToolLogo tool={tool} />
        <div className="tool-card-heading">
          <div className="tool-card-title-row">
            <h2 id={`tool-${tool.id}-name`} className="tool-card-name">
              <bdi>{tool.name}</bdi>
            </h2>
            <div className="tool-card-badges">
              {tool.featured ? <span className="badge badge-featured">{t("toolCard.featured")}</span> : null}
              <PricingBadge pricing={tool.pricing} />
            </div>
          </div>
          <p className="tool-card-company">{t("toolCard.by", { company: tool.company })}</p>
        </div>
      </header>

      <section
        id={detailsId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={t("toolCard.detailsLabel", { name: tool.name })}
        className="tool-card-details"
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
      <footer className="tool-card-footer">
        <div className="tool-card-rating">
          {rating ?? <RatingSummary rating={tool.rating} reviews={tool.reviews} />}
        </div>
        <div className="tool-card-actions">
          <span className="tool-card-difficulty">
            {t("toolCard.difficultyLabel", { level: t(`difficulty.${difficulty}`) })}
          </span>
          <a
            href={tool.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`${detailsId}-try`}
            className="tool-card-try"
          >
            {t("toolCard.tryNow")}
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
