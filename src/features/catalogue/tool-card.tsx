import type { Tool } from "@common/catalogue/types";
import { toolPagePath } from "@common/site-pages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RatingSummary } from "@/components/ui/rating-summary";
import { ToolLogo } from "@/components/ui/tool-logo";
import { outboundToolLink } from "@/lib/analytics/report-outbound-clicks";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { SaveToolButton } from "./save-tool-button";
import { ToolBadges } from "./tool-badges";

type HeadingLevel = 2 | 3;

/**
 * A titled part of the card's details, in one box: the card shows a part whole or not at all (tool-card.css), so a
 * title never stands at the card's edge with its text cut off below it.
 */
function Section({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  const Heading = level === 2 ? "h3" : "h4";
  return (
    <div className="tool-card-part">
      <Heading className="tool-card-label">{title}</Heading>
      {children}
    </div>
  );
}

/**
 * A tool of the catalogue (SPEC.md §2 "Tools directory"): a 340 px card that shows as many of its details as fit
 * whole (the rest are on the tool's own page, and read by screen readers here too), with the rating, difficulty
 * and a 'Try Now' link that opens the tool's site in a new tab.
 * `rating` replaces the static rating display (the ratings feature passes its widget).
 * Cards sit directly under a page's h1 (the directory and the category pages), so the tool's name is an h2 and
 * the card's section titles are h3; under a section's h2 (a tool page's similar tools) `level` makes them h3 and
 * h4. Their size comes from their classes, not their level. The name links to the tool's own page.
 * The classes are the card's own (tool-card.css): 47 cards of utility classes made the directory's HTML twice
 * as heavy for a phone to parse and style.
 */
/**
 * The beginner facts a card has room for (docs/decisions/044), when the owner filled them: whether starting needs a
 * payment card, and whether the tool's own interface speaks the page's language (not said in English, which nearly
 * every tool speaks). Nothing at all for a tool without these facts.
 */
function AtAGlance({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const glance = tool.atAGlance;
  const items = [
    glance?.cardRequired === "no" ? t("toolCard.noCardNeeded") : null,
    glance?.cardRequired === "yes" ? t("toolCard.cardNeeded") : null,
    code !== "en" && glance?.languages?.includes(code) ? t("toolCard.inPageLanguage") : null,
  ].filter((item): item is string => item !== null);
  if (!items.length) return null;
  return (
    <ul className="tool-card-glance" aria-label={t("toolCard.atAGlance")}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ToolCard({
  tool,
  rating,
  level = 2,
}: {
  tool: Tool;
  rating?: ReactNode;
  /** The heading level of the tool's name. */
  level?: HeadingLevel;
}) {
  const { t } = useTranslation();
  const Name = level === 2 ? "h2" : "h3";
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
            <Name id={`tool-${tool.id}-name`} className="tool-card-name">
              <LocalizedLink to={toolPagePath(tool.id)} className="tool-card-link">
                <bdi>{tool.name}</bdi>
              </LocalizedLink>
            </Name>
            <ToolBadges tool={tool} className="tool-card-badges" />
          </div>
          <p className="tool-card-company">{t("toolCard.by", { company: tool.company })}</p>
          <AtAGlance tool={tool} />
        </div>
      </header>

      <div id={detailsId} className="tool-card-details">
        <Section level={level} title={t("toolCard.description")}>
          <p className="tool-card-text line-clamp-3">{tool.description}</p>
        </Section>
        <Section level={level} title={t("toolCard.bestFor")}>
          <p className="tool-card-text">{tool.bestFor}</p>
        </Section>
        <Section level={level} title={t("toolCard.whatItDoes")}>
          <p className="tool-card-text">{tool.whatItDoes}</p>
        </Section>
        <Section level={level} title={t("toolCard.topUseCases")}>
          <ul className="tool-card-text list-disc ps-5">
            {tool.topUseCases.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        </Section>
        <Section level={level} title={t("toolCard.example")}>
          <p className="tool-card-text italic">{t("toolCard.quoted", { text: tool.example })}</p>
        </Section>
      </div>

      {/* Two rows of fixed height: the rating row keeps its place from the loading placeholder to the stars
          (and whatever its width in a language), so nothing below it moves when the ratings arrive. */}
      <footer className="tool-card-footer">
        <div className="tool-card-rating-row">
          <div className="tool-card-rating">
            {rating ?? <RatingSummary rating={tool.rating} reviews={tool.reviews} />}
          </div>
          <SaveToolButton id={tool.id} name={tool.name} />
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
            {...outboundToolLink(tool.id)}
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
